import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid, ContentCard, SkeletonCard } from '../design-system';
import { defaultImage, longThaiTitle, samplePhoto } from './data/content';
import { withNoopRouter } from './data/decorators';

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
  args: {
    title: 'DITP leads Thai exporters to THAIFEX Anuga Asia',
    href: '/en/news/1',
    imageSrc: samplePhoto,
    fallbackImageSrc: defaultImage,
    html: '<p>Over <strong>3,000</strong> exhibitors met buyers from 140 countries in Bangkok this week.</p>',
    date: '2026-11-21T03:00:00Z',
    category: 'News',
  },
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <ContentCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const LongThaiTitle: Story = {
  args: { title: longThaiTitle, category: 'ข่าวประชาสัมพันธ์', href: '/th/news/2' },
};

export const External: Story = {
  args: {
    title: 'Podcast: selling Thai fruit in Europe',
    href: 'https://podcasts.example.org/ep-12',
    category: 'Podcast',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/Podcast.*(new tab|แท็บใหม่)/);
  },
};

/**
 * A search hit: the site passes the snippet the search cut around the match as pieces
 * `[text, match, text, ...]`; each match is marked (`<mark>`: the subtle accent pair, bold, the
 * system's Mark colours under forced colours). Everything is rendered as text.
 */
export const SearchHit: Story = {
  args: {
    title: 'ทุเรียนไทยในตลาดจีน',
    category: 'ข่าว',
    html: undefined,
    snippet: ['…มูลค่าการส่งออก', 'ทุเรียน', 'สดไปจีนเพิ่มขึ้นต่อเนื่อง และ', 'ทุเรียน', 'แช่แข็งก็เติบโต…'],
  },
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((m) => m.textContent)).toEqual(['ทุเรียน', 'ทุเรียน']);
  },
};

/** A grid of cards: with/without image and date, long Thai title, external, and a skeleton. */
export const Matrix: Story = {
  render: (args) => (
    <CardGrid aria-label="News">
      <ContentCard {...args} />
      <ContentCard
        {...args}
        imageSrc={null}
        date={null}
        category={undefined}
        title="ไม่มีรูปภาพและวันที่"
      />
      <ContentCard {...args} title={longThaiTitle} imageSrc="/uploads/brochure.pdf" />
      <ContentCard
        {...args}
        href="https://podcasts.example.org/ep-12"
        title="Podcast episode 12"
        category="Podcast"
      />
      <SkeletonCard />
    </CardGrid>
  ),
  tags: ['matrix'],
};
