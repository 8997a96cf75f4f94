import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResultList } from '../design-system';
import { withNoopRouter } from './data/decorators';

/**
 * Search results as a list to read down (GOV.UK's finder): each result's title is its link, then
 * its type and date, then the text around the match with the searched words in `<mark>`.
 *
 * **When to use**: the results of a search, where visitors scan for words. **When not**: browsing
 * a section's entries, where pictures help: use ContentCard in a CardGrid.
 *
 * **Content**: titles as the CMS holds them (Thai titles run long: they wrap, never cut); the
 * snippet is the CMS's window around the match (about 160 characters).
 *
 * **Keyboard and screen readers**: one Tab stop per result (its title); an ordered list whose
 * results are headings (jump with H); type and date are announced with their names.
 */
const meta = {
  title: 'Content/ResultList',
  component: ResultList,
  decorators: [withNoopRouter],
  args: {
    headingLevel: 2,
    items: [
      {
        id: 'news:1',
        title: 'Thai durian exports to China reach a record',
        href: '/en/post/ditpnew/1',
        snippet: [
          'Fresh ',
          'durian',
          ' shipments rose by a third this season, led by growers in Chanthaburi.',
        ],
        type: 'DITP news',
        date: '2026-11-21T03:00:00Z',
      },
      {
        id: 'guide:2',
        title: 'Export procedures for fresh fruit',
        href: '/en/post/2',
        snippet: [
          'Phytosanitary certificates for ',
          'durian',
          ', mangosteen and longan are issued by…',
        ],
        type: 'Trade guide',
        date: '2026-10-02T03:00:00Z',
      },
      {
        id: 'product:3',
        title: 'Frozen durian from Thailand',
        href: 'https://www.thaitrade.com/',
        external: true,
        snippet: 'A trending product on Thaitrade.com, the department’s marketplace.',
        type: 'Trending products',
      },
    ],
  },
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three results of three types; the searched word is marked in each snippet that has it. English
 * whatever the toolbar's locale: the results are the English site's.
 */
export const Results: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);
  },
};

/** A Thai result (Thai whatever the toolbar's locale). */
export const Thai: Story = {
  globals: { locale: 'th' },
  args: {
    items: [
      {
        id: 'news:th1',
        title:
          'กรมส่งเสริมการค้าระหว่างประเทศนำผู้ส่งออกทุเรียนไทยบุกตลาดจีนตอนใต้ สร้างมูลค่าการค้ากว่า 1,200 ล้านบาท',
        href: '/th/post/ditpnew/th1',
        snippet: ['การส่งออก', 'ทุเรียน', 'สดไปจีนเพิ่มขึ้นหนึ่งในสามในฤดูกาลนี้'],
        type: 'ข่าวกรม',
        date: '2026-11-21T03:00:00Z',
      },
    ],
  },
};

/** The English results (English whatever the toolbar's locale, as Results). */
export const Matrix: Story = { tags: ['matrix'], globals: { locale: 'en' } };
