import type { Messages } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CookieBanner, Stack, type BannerLocale } from '../design-system';
import { ConsentFlow, bannerCatalogs, forgetConsent } from './data/ConsentFlow';
import { sampleCookies } from './data/cookies';

/**
 * The cookie-consent banner: a labelled region at the bottom of the page (not a modal), shown
 * until the visitor chooses. "Accept all" and "Reject all" look the same; "Cookie settings" opens
 * the (lazy) settings dialog; the close button hides the banner for this browser session without
 * storing anything. The EN/TH switch changes the banner's language only; otherwise it follows the
 * site locale. After a choice the banner goes and the choice is announced (polite status).
 *
 * **Keyboard**: Tab through the language switch (Arrow keys between English and ไทย), the close
 * button, the policy link, Reject all, Accept all and Cookie settings; Enter or Space presses.
 *
 * **Focus never hidden**: the fixed banner reports its height (`onHeightChange`); the site writes
 * it as the bottom inset (`--ds-bottom-inset` on `<html>`, `BOTTOM_INSET_PROPERTY`), from which the
 * design system pads the page, sets `scroll-padding-bottom` and lifts the back-to-top button above
 * the banner. On a phone the banner takes at most a third of the screen; its text scrolls.
 */
const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  // The banner's required props; the stories below render the site's consent flow
  // (`ConsentFlow`), which drives every prop from the stored choice, so controls would change
  // nothing there.
  args: {
    isVisible: true,
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onOpenSettings: fn(),
    onClose: fn(),
    policyHref: '/en/post/policy/th-privacy-policy',
  },
  parameters: { controls: { disable: true } },
  render: () => <ConsentFlow />,
  beforeEach: () => {
    forgetConsent();
    return forgetConsent;
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const bannerRegion = () => screen.getByRole('region', { name: /cookie|คุกกี้/i });
/** Story runs happen in Thai and English: find a control by either name. */
const button = (container: HTMLElement, en: string, th: string) =>
  within(container).getByRole('button', { name: new RegExp(`^(${en}|${th})$`) });

/** A first visit: the banner is shown; nothing is stored yet. */
export const FirstVisit: Story = {
  play: async ({ canvasElement }) => {
    await expect(bannerRegion()).toBeVisible();
    await expect(within(canvasElement).getByText('No consent recorded')).toBeInTheDocument();
  },
};

/** Accept all: stored, the banner goes, the choice is announced. */
export const AcceptAll: Story = {
  play: async ({ canvasElement }) => {
    const region = bannerRegion();
    await userEvent.click(button(region, 'Accept all', 'ยอมรับทั้งหมด'));
    await expect(within(canvasElement).getByText('cookieConsent=accepted')).toBeInTheDocument();
    await expect(screen.queryByRole('region', { name: /cookie|คุกกี้/i })).toBeNull();
    await expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

/** Reject all, by keyboard: stored as rejected with an empty list. */
export const RejectAll: Story = {
  play: async ({ canvasElement }) => {
    const reject = button(bannerRegion(), 'Reject all', 'ปฏิเสธทั้งหมด');
    reject.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByText('cookieConsent=rejected')).toBeInTheDocument();
    await expect(document.cookie).toContain('cookieSettings=%5B%5D');
  },
};

/** Close: nothing stored; hidden for this browser session. */
export const Close: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(button(bannerRegion(), 'Hide cookie message', 'ซ่อนข้อความคุกกี้'));
    await expect(screen.queryByRole('region', { name: /cookie|คุกกี้/i })).toBeNull();
    await expect(within(canvasElement).getByText('No consent recorded')).toBeInTheDocument();
    await expect(sessionStorage.getItem('ditp:cookie-banner-closed')).toBe('1');
  },
};

/** The EN/TH switch changes the banner's language (and its `lang`). */
export const LanguageSwitch: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('radio', { name: 'ไทย' }));
    await waitFor(() => expect(bannerRegion()).toHaveAttribute('lang', 'th'));
    await expect(screen.getByRole('heading', { name: 'เว็บไซต์นี้ใช้คุกกี้' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await waitFor(() => expect(bannerRegion()).toHaveAttribute('lang', 'en'));
    await expect(screen.getByRole('heading', { name: 'This website uses cookies' })).toBeVisible();
  },
};

/** "Cookie settings" opens the dialog; the master switch turns every optional cookie on; save. */
export const SettingsOpen: Story = {
  play: async ({ canvasElement }) => {
    const settings = button(bannerRegion(), 'Cookie settings', 'ตั้งค่าคุกกี้');
    await userEvent.click(settings);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const switches = within(dialog).getAllByRole('switch');
    const [master, ...cookies] = switches;
    await userEvent.click(master!);
    for (const cookie of cookies) await expect(cookie).toBeChecked();
    await userEvent.click(master!);
    await expect(cookies.filter((c) => (c as HTMLInputElement).checked)).toHaveLength(
      sampleCookies.filter((c) => c.category === 'necessary').length,
    );
    await userEvent.click(master!);
    await userEvent.click(button(dialog, 'Save settings', 'บันทึกการตั้งค่า'));
    await expect(within(canvasElement).getByText('cookieConsent=accepted')).toBeInTheDocument();
  },
};

/** Escape closes the settings without saving; focus returns to "Cookie settings". */
export const SettingsEscape: Story = {
  play: async () => {
    const settings = button(bannerRegion(), 'Cookie settings', 'ตั้งค่าคุกกี้');
    await userEvent.click(settings);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(settings).toHaveFocus());
  },
};

/**
 * The banner on its own, in the page flow (`placement="inline"`), driven by its props: the live
 * example of the docs page, with controls. The stories above render the site's consent flow.
 */
export const Inline: Story = {
  args: { placement: 'inline' },
  parameters: { controls: { disable: false } },
  render: (args) => <CookieBanner {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

function BannerPreview() {
  const [messages, setMessages] = useState<Partial<Record<BannerLocale, Messages>>>({});
  useEffect(() => {
    void Promise.all([bannerCatalogs.en(), bannerCatalogs.th()]).then(([en, th]) =>
      setMessages({ en: en.messages, th: th.messages }),
    );
  }, []);
  if (!messages.en || !messages.th) return null;
  const noop = () => {};
  return (
    <Stack gap="xl">
      {(['th', 'en'] as const).map((locale) => (
        <CookieBanner
          key={locale}
          isVisible
          placement="inline"
          bannerLocale={locale}
          bannerMessages={messages[locale]}
          onAcceptAll={noop}
          onRejectAll={noop}
          onOpenSettings={noop}
          onClose={noop}
          policyHref="/th/post/policy/th-privacy-policy"
        />
      ))}
    </Stack>
  );
}

/** The banner in Thai and English, in the page flow (for screenshots). */
export const Matrix: Story = {
  render: () => <BannerPreview />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('region')).toHaveLength(2));
  },
  tags: ['matrix'],
};
