import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, lazy } from 'react';
import { expect, within } from 'storybook/test';
import { Skeleton, loadRichText, type RichTextProps } from '../design-system';
import { RichText } from '../design-system/components/RichText/RichText';
import { cmsHtml, cmsTableCaption } from './data/content';
import { demo, forLocale, type DemoText } from './data/locale';
import { withNoopRouter } from './data/decorators';

const LazyChunk = lazy(loadRichText);

/** How the site renders it: the lazy chunk, a skeleton while it loads. */
function LazyRichText(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton />}>
      <LazyChunk {...props} />
    </Suspense>
  );
}

/**
 * CMS HTML (`content_html`), sanitised with DOMPurify and styled: headings, lists, quotes,
 * images (max-width) and tables that scroll inside a focusable, labelled region. Scripts, event
 * handlers, `javascript:` links, frames, forms, SVG and MathML are removed (see
 * tests/browser/RichText.browser.test.tsx). External links open a new tab and say so.
 * It is a lazy chunk: `const RichText = lazy(loadRichText)`.
 *
 * **Keyboard**: Tab reaches the links and the table region; arrow keys scroll the table.
 */
const meta = {
  title: 'Content/RichText',
  // The docs document RichText itself; each story renders it as the site does, lazily.
  component: RichText,
  decorators: [withNoopRouter],
  // Empty `html`: the story's locale's sample document (stories/data/content.ts), so a page shows
  // one language; text typed into the control replaces it.
  args: { html: '' },
  render: (args, { globals }) => (
    <LazyRichText {...args} html={args.html || forLocale(globals, cmsHtml)} />
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CmsMarkup: Story = {
  tags: ['matrix'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole(
      'region',
      { name: new RegExp(forLocale(globals, cmsTableCaption).replace(/[()（）]/g, '.')) },
      { timeout: 10_000 },
    );
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('link', { name: /Thaitrade\.com/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Hostile markup around a paragraph and a link: only the text stays. */
const hostile = (d: DemoText) =>
  `<p>${d.textStays}</p><script>window.__story_xss = 1</script><img src="x" onerror="window.__story_xss = 1"><a href="javascript:window.__story_xss=1">${d.hostileLink}</a><svg onload="window.__story_xss=1"></svg>`;

export const HostileMarkup: Story = {
  render: (args, { globals }) => (
    <LazyRichText {...args} html={args.html || hostile(demo(globals))} />
  ),
  play: async ({ canvasElement, globals }) => {
    const d = demo(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(d.textStays, undefined, { timeout: 10_000 });
    await expect(canvasElement.querySelector('script, svg, [onerror]')).toBeNull();
    await expect(canvas.getByText(d.hostileLink)).not.toHaveAttribute('href');
  },
};
