import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareLinks } from '../design-system';

/**
 * Sharing a content page (a news item, an article, a job): the browser's own share sheet where it
 * has one (the Web Share API: phones and some desktops; the button appears after hydration only
 * there), a "Copy link" button whose outcome is announced ("Link copied"), and links to LINE's,
 * Facebook's and X's share pages, which open a new tab and say so.
 *
 * **When to use**: at the end of a page a visitor may want to pass on (news, articles, jobs,
 * trade opportunities). **When not to**: on forms, search results, previews (a preview's address
 * carries a secret) or pages for one visitor. For the department's own accounts use
 * `SocialSidebar`.
 *
 * **Privacy**: nothing loads from a network (no script, image, or request) until the visitor
 * follows its link; `onShare` tells the site which way was used, and the component sends nothing.
 *
 * **Content**: `url` is the page's public, absolute address; `title` its title (X shares it as
 * the text). Labels come from the catalogs in all five languages; the networks' names stay theirs.
 *
 * **Keyboard**: Tab reaches each control; Enter or Space presses a button, Enter follows a link.
 */
const meta = {
  title: 'Content/ShareLinks',
  component: ShareLinks,
  args: {
    url: 'https://www.ditp.go.th/th/post/ditpnew/abc123',
    title: 'กรมส่งเสริมการค้าระหว่างประเทศนำผู้ประกอบการไทยร่วมงานแสดงสินค้าอาหารนานาชาติ',
    onShare: fn(),
  },
} satisfies Meta<typeof ShareLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop browser without a share sheet: copy the link, or a network's share page. */
export const Default: Story = {};

/** Copying the link: the clipboard gets the page's address, and the result is announced. */
export const CopyLink: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: fn().mockResolvedValue(undefined) },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as unknown as Record<string, unknown>).clipboard;
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Copy link|คัดลอกลิงก์/ }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.url);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/Link copied|คัดลอกลิงก์แล้ว/),
    );
    await expect(args.onShare).toHaveBeenCalledWith('copy');
  },
};

/** Where the browser has a share sheet (here stubbed), one button opens it. */
export const WithShareSheet: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'share', {
      value: fn().mockResolvedValue(undefined),
      configurable: true,
    });
    return () => {
      delete (navigator as unknown as Record<string, unknown>).share;
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Share…|แชร์…/ }));
    await expect(navigator.share).toHaveBeenCalledWith({ title: args.title, url: args.url });
    await expect(args.onShare).toHaveBeenCalledWith('native');
  },
};
