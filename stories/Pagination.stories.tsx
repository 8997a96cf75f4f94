import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, Stack } from '../design-system';
import { withNoopRouter } from './data/decorators';
import { demo } from './data/locale';

/**
 * Page navigation for lists: a `nav` landmark, the current page `aria-current="page"`, first and
 * last always shown, gaps as ellipses, previous/next hidden at the ends. `hrefFor` makes real
 * links (through the router); `onChange` alone makes buttons.
 *
 * **Keyboard**: Tab moves through previous, the pages and next; Enter follows.
 */
const meta = {
  title: 'Content/Pagination',
  component: Pagination,
  decorators: [withNoopRouter],
  args: { page: 5, pageCount: 12, hrefFor: (p: number) => `/en/news?page=${p}`, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(
      within(nav).queryByRole('link', { name: /Previous|ก่อนหน้า/ }),
    ).not.toBeInTheDocument();
    await expect(within(nav).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
  },
};

export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const current = nav.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent('5');
    await userEvent.click(within(nav).getByRole('link', { name: /Next|ถัดไป/ }));
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};

export const Last: Story = { args: { page: 12 } };

export const Buttons: Story = {
  args: { hrefFor: undefined, page: 2, pageCount: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /3/ }));
    await expect(args.onChange).toHaveBeenCalledWith(3);
  },
};

export const Matrix: Story = {
  render: (args, { globals }) => (
    <Stack gap="lg">
      <Pagination {...args} page={1} aria-label={demo(globals).firstPage} />
      <Pagination {...args} page={5} aria-label={demo(globals).middlePage} />
      <Pagination {...args} page={12} aria-label={demo(globals).lastPage} />
      <Pagination
        {...args}
        page={2}
        pageCount={3}
        hrefFor={undefined}
        aria-label={demo(globals).pageButtons}
      />
    </Stack>
  ),
  tags: ['matrix'],
};
