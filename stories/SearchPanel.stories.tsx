import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchPanel } from '../design-system/searchPanel';
import { fallbackImageUrl, searchResults } from './data/menus';
import { withNoopRouter } from './data/decorators';

/**
 * The search results panel (a lazy module, `design-system/searchPanel`). The site debounces and
 * fetches; the panel only shows `status`, `results` and `total`.
 *
 * **Keyboard**: Tab moves from the search field through the results (one link each) to "See all
 * results"; Enter opens one; Escape closes search (focus returns to the "Search" button).
 */
const meta = {
  title: 'Shell/SearchPanel',
  component: SearchPanel,
  decorators: [withNoopRouter],
  // A Thai search and the Thai site's results: the stories are in Thai whatever the toolbar's
  // locale, so the panel's own labels match its results.
  globals: { locale: 'th' },
  args: {
    query: 'ส่งออก',
    status: 'success',
    results: searchResults,
    total: 23,
    seeAllHref: '/th/?query=%E0%B8%AA%E0%B9%88%E0%B8%87%E0%B8%AD%E0%B8%AD%E0%B8%81',
    fallbackImageUrl,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'success', 'error'] },
  },
} satisfies Meta<typeof SearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four results of 23, "See all results", the count announced once settled. */
export const ManyResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/23/, { selector: 'p' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: /See all results|ดูผลการค้นหาทั้งหมด/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('23'));
    // A broken picture falls back to the default image.
    await waitFor(() =>
      expect(
        canvasElement.querySelectorAll(`img[src="${fallbackImageUrl}"]`).length,
      ).toBeGreaterThanOrEqual(2),
    );
  },
};

/** Three results: no "See all results" (shown from four). */
export const FewResults: Story = {
  args: { results: searchResults.slice(0, 3), total: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.queryByRole('link', { name: /See all results|ดูผลการค้นหาทั้งหมด/ }),
    ).toBeNull();
  },
};

/** A loader while the site fetches. */
export const Loading: Story = {
  tags: ['matrix'],
  args: { status: 'loading', results: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Nothing found. */
export const Empty: Story = {
  tags: ['matrix'],
  args: { status: 'success', results: [], total: 0, query: 'zzzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The search failed: a message and "Try again". */
export const Failed: Story = {
  args: { status: 'error', results: [], total: 0, onRetry: fn() },
};

/** Blank text shows no panel at all. */
export const BlankQuery: Story = {
  args: { query: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Escape inside the panel calls `onClose`. */
export const EscapeCloses: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const first = within(canvasElement).getAllByRole('link')[0]!;
    first.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The results state as approved (loading and empty are matrix stories too). */
export const Matrix: Story = {
  tags: ['matrix'],
  args: { results: searchResults.slice(2, 4), total: 2 },
};
