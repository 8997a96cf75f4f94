import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CardGrid,
  ContentCard,
  SkeletonCard,
  stripHtml,
  type ContentCardProps,
} from '../design-system';
import { defaultImage, longThaiTitle, samplePhoto } from './data/content';
import { withNoopRouter } from './data/decorators';
import { demo, localeOf } from './data/locale';

/**
 * A content item in a list: image when the item has one (lazy, default-image fallback for
 * non-image or broken addresses; without an image the card is text only), category, title link (the whole card is its target, one tab stop),
 * snippet from the CMS HTML with the markup stripped, and the date in the visitor's locale
 * (Thai Buddhist year) or "Not specified". CardGrid lays cards out as a list.
 *
 * **Keyboard**: Tab moves from card to card; Enter opens one.
 */
const meta = {
  title: 'Content/ContentCard',
  component: ContentCard,
  decorators: [withNoopRouter],
  // Empty `title` and `href` controls, and no `snippet` or `category`: a news item in the toolbar's
  // locale (fill a control to try other content).
  args: {
    title: '',
    href: '',
    imageSrc: samplePhoto,
    fallbackImageSrc: defaultImage,
    date: '2026-11-21T03:00:00Z',
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '22rem' }}>
      <ContentCard {...withDemo(args, globals)} />
    </div>
  ),
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's args, with the locale's news item where a text arg is not set. */
function withDemo(args: ContentCardProps, globals: { locale?: unknown }): ContentCardProps {
  const text = demo(globals);
  return {
    ...args,
    title: args.title || text.newsTitle,
    href: args.href || `/${localeOf(globals)}/news/1`,
    snippet: args.snippet ?? stripHtml(text.newsHtml),
    category: args.category ?? text.newsCategory,
  };
}

export const WithImage: Story = {};

/** An item without an image is a text-only card: no stand-in picture, an accent rule on top. */
export const WithoutImage: Story = {
  args: { imageSrc: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).toBeNull();
  },
};

/** An address that is not an image (a PDF) shows the site's default image instead. */
export const NotAnImage: Story = {
  args: { imageSrc: '/uploads/brochure.pdf' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImage);
  },
};

export const WithoutDate: Story = {
  args: { date: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Not specified|ไม่ระบุ/)).toBeInTheDocument();
  },
};

/** A long Thai title wraps (Thai whatever the toolbar's locale: the title is the Thai site's). */
export const LongThaiTitle: Story = {
  globals: { locale: 'th' },
  args: { title: longThaiTitle, category: 'ข่าวประชาสัมพันธ์', href: '/th/news/2' },
};

export const External: Story = {
  args: { href: 'https://podcasts.example.org/ep-12' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '22rem' }}>
      <ContentCard
        {...withDemo(args, globals)}
        title={args.title || demo(globals).podcastTitle}
        category={args.category ?? demo(globals).podcastCategory}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.textContent).toContain(demo(globals).podcastTitle);
    await expect(link).toHaveAccessibleName(/(new tab|แท็บใหม่)/);
  },
};

/**
 * A search hit: the site passes the snippet the search cut around the match as pieces
 * `[text, match, text, ...]`; each match is marked (`<mark>`: the subtle accent pair, bold, the
 * system's Mark colours under forced colours). Everything is rendered as text.
 */
export const SearchHit: Story = {
  // Thai whatever the toolbar's locale: the search and its hit are the Thai site's.
  globals: { locale: 'th' },
  args: {
    title: 'ทุเรียนไทยในตลาดจีน',
    category: 'ข่าว',

    snippet: ['…มูลค่าการส่งออก', 'ทุเรียน', 'สดไปจีนเพิ่มขึ้นต่อเนื่อง และ', 'ทุเรียน', 'แช่แข็งก็เติบโต…'],
  },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['ทุเรียน', 'ทุเรียน']);
  },
};

/**
 * A grid of cards: with/without image and date, long Thai title, external, and a skeleton. In
 * Thai whatever the toolbar's locale, for the long Thai title.
 */
export const Matrix: Story = {
  globals: { locale: 'th' },
  render: (args, { globals }) => {
    const text = demo(globals);
    const card = withDemo(args, globals);
    return (
      <CardGrid aria-label={text.newsCategory}>
        <ContentCard {...card} />
        <ContentCard
          {...card}
          imageSrc={null}
          date={null}
          category={undefined}
          title={text.noImageNoDate}
        />
        <ContentCard {...card} title={longThaiTitle} imageSrc="/uploads/brochure.pdf" />
        <ContentCard
          {...card}
          href="https://podcasts.example.org/ep-12"
          title={text.podcastEpisode}
          category={text.podcastCategory}
        />
        <SkeletonCard />
      </CardGrid>
    );
  },
  tags: ['matrix'],
};
