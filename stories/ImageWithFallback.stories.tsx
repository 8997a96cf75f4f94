import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, ImageWithFallback, imageRatios } from '../design-system';
import { defaultImage, samplePhoto } from './data/content';
import { forLocale } from './data/locale';

/** The sample photo's text alternative, in each locale. */
const alt = {
  th: 'เนินเขาสีเขียวใต้ท้องฟ้าสีฟ้า',
  en: 'Green hills under a blue sky',
  zh: '蓝天下的绿色山丘',
  ja: '青空の下の緑の丘',
  nl: 'Groene heuvels onder een blauwe lucht',
};

/** A local address that does not exist: the request fails (no network involved). */
const missing = '/images/missing-photo.jpg';

const meta = {
  title: 'Content/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: samplePhoto, alt: alt.en, loading: 'eager' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '24rem' }}>
      <ImageWithFallback {...args} alt={args.alt ? forLocale(globals, alt) : ''} />
    </div>
  ),
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image loads. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const img = within(canvasElement).getByRole('img', { name: forLocale(globals, alt) });
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** The address fails: the site's default image takes its place. */
export const BrokenWithFallback: Story = {
  args: { src: missing, fallbackSrc: defaultImage },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImage),
    );
  },
};

/** The address fails and there is no fallback: a neutral placeholder, named by `alt`. */
export const BrokenWithoutFallback: Story = {
  args: { src: missing },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(
      within(canvasElement).getByRole('img', { name: forLocale(globals, alt) }),
    ).toBeVisible();
  },
};

/** Not an image file (a PDF): the fallback at once, without requesting it. */
export const NotAnImage: Story = {
  args: { src: '/uploads/brochure.pdf', fallbackSrc: defaultImage },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImage);
  },
};

/** Decorative (`alt=""`): hidden from assistive technology. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** The reserved boxes of every ratio (placeholders, so the boxes show). */
export const Ratios: Story = {
  render: (args, { globals }) => (
    <Box display="grid" gridTemplateColumns="auto" gap="md">
      {imageRatios.map((ratio) => (
        <figure key={ratio} style={{ margin: 0 }}>
          <ImageWithFallback {...args} src={null} ratio={ratio} alt={forLocale(globals, alt)} />
          <figcaption>
            <code>{ratio}</code>
          </figcaption>
        </figure>
      ))}
    </Box>
  ),
};
