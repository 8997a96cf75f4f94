import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload, Stack } from '../design-system';
import { demo } from './data/locale';

const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1_000_000;
/** A text as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A file field for the job application and complaint forms: drop zone plus "Choose file"
 * (react-aria DropZone + FileTrigger). Accepted types and the maximum size are shown and
 * enforced; refused files are named in an alert; chosen files can be removed; `progress` shows
 * the upload.
 *
 * **Keyboard**: Tab to "Choose file", Enter opens the file picker; Tab to each file's remove
 * button; after removing, focus returns to "Choose file".
 */
const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  // An empty `label` control (and no `description`): the toolbar locale's demo text.
  args: {
    label: '',
    accept: ['.pdf', '.doc', '.docx'],
    maxSizeBytes: 5 * MB,
    onChange: fn(),
  },
  render: (args, { globals }) => (
    <FileUpload
      {...args}
      label={args.label || demo(globals).cv}
      description={args.description ?? demo(globals).cvDescription}
    />
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

export const Empty: Story = {};

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), file('portfolio.pdf', 12 * MB, 'application/pdf'));
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('portfolio.pdf');
    await expect(alert).toHaveTextContent('5 MB');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(canvasElement), file('photo.exe', 1000, 'application/x-msdownload'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('photo.exe');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The form's message after a submit (`errorMessage`): shown and linked to the button, but not an
 * alert: the form's error summary announces it, and a second alert would read it twice.
 */
export const FormError: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <FileUpload
      {...args}
      label={args.label || demo(globals).cv}
      description={args.description ?? demo(globals).cvDescription}
      errorMessage={args.errorMessage ?? demo(globals).attachCv}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const text = demo(globals);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: new RegExp(escape(text.cv)) });
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(new RegExp(escape(text.attachCv)));
    for (const alert of canvas.queryAllByRole('alert'))
      await expect(alert).not.toHaveTextContent(text.attachCv);
  },
};

export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), file('cv.pdf', 200 * 1024, 'application/pdf'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /cv\.pdf/ }));
    await expect(canvas.queryByText('cv.pdf')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: new RegExp(escape(demo(globals).cv)) }),
    ).toHaveFocus();
  },
};

export const Uploading: Story = {
  args: {
    defaultFiles: [file('cv.pdf', 1.2 * MB, 'application/pdf')],
    progress: 65,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
  },
};

/** Empty, required with a server error, with files and progress, disabled. */
export const Matrix: Story = {
  render: (args, { globals }) => (
    <Stack gap="xl">
      <FileUpload {...args} label={demo(globals).cv} description={demo(globals).cvDescription} />
      <FileUpload
        {...args}
        label={demo(globals).supportingDocuments}
        isRequired
        errorMessage={demo(globals).attachFile}
      />
      <FileUpload
        {...args}
        label={demo(globals).cv}
        description={demo(globals).cvDescription}
        allowsMultiple
        accept={['image/jpeg', 'image/png', '.pdf']}
        defaultFiles={[
          file(demo(globals).productPhotoFile, 800 * 1024, 'image/jpeg'),
          file('quotation.pdf', 2.4 * MB, 'application/pdf'),
        ]}
        progress={40}
      />
      <FileUpload
        {...args}
        label={demo(globals).cv}
        description={demo(globals).cvDescription}
        isDisabled
      />
    </Stack>
  ),
  tags: ['matrix'],
};
