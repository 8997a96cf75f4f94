import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOCALES, LanguageNotice, LanguageSwitcher, Stack } from '../design-system';
import { withNoopRouter } from './data/decorators';

/**
 * The five languages by native name, each in its own `lang`, with `hreflang`; the current one is
 * marked `aria-current`. No flags. A `notice` slot tells the visitor when the page did not exist
 * in the chosen language.
 *
 * **Keyboard**: Enter or Space opens or closes the list (a disclosure); Tab and Shift+Tab move
 * into and between the languages; Enter picks one; Escape closes the list and returns focus to the
 * button. A click outside or tabbing out of the list closes it too.
 */
const meta = {
  title: 'Shell/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [withNoopRouter],
  args: { current: 'th', hrefFor: (l) => `/${l}/procurement`, onSelect: fn() },
  argTypes: { current: { control: 'inline-radio', options: LOCALES } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '18rem' }}>
      <LanguageSwitcher {...args} />
    </div>
  ),
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Open the list, check the five languages, pick one. On the Thai page (`current: 'th'`), so the
 * story is pinned to Thai whatever the toolbar's locale; the languages are listed by their native
 * names, each in its own `lang`, on purpose.
 */
export const ChooseALanguage: Story = {
  globals: { locale: 'th' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /ไทย/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = await within(canvasElement).findByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'ไทย',
      'English',
      '中文',
      '日本語',
      'Nederlands',
    ]);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[4]).toHaveAttribute('hreflang', 'nl-NL');
    await expect(links[4]!.querySelector('[lang="nl"]')).not.toBeNull();
    await userEvent.click(links[1]!);
    await expect(args.onSelect).toHaveBeenCalledWith('en');
  },
};

/** Escape closes the list and focus returns to the button (on the Thai page, as above). */
export const EscapeReturnsFocus: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /ไทย/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await within(canvasElement).findByRole('list');
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Controlled (`isOpen`, `onOpenChange`): the list shows while `isOpen` is true; Escape asks the
 * owner to close it (`onOpenChange(false)`) and the owner decides. The site passes `false` on
 * every route change. On the Thai page, as above; closed on the docs page.
 */
export const ControlledOpen: Story = {
  globals: { locale: 'th' },
  args: { isOpen: true, onOpenChange: fn() },
  // Closed on the docs page, where an open list would cover the examples under it.
  render: (args, { viewMode }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '18rem' }}>
      <LanguageSwitcher {...args} isOpen={args.isOpen && viewMode !== 'docs'} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /ไทย/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = within(canvasElement).getByRole('list');
    within(list).getAllByRole('link')[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
    await expect(list).toBeVisible();
  },
};

function WithNotice(args: Parameters<typeof LanguageSwitcher>[0]) {
  const [shown, setShown] = useState(true);
  return (
    <LanguageSwitcher
      {...args}
      notice={
        shown ? <LanguageNotice locale={args.current} onDismiss={() => setShown(false)} /> : null
      }
    />
  );
}

/**
 * After switching to a language the page lacks: the notice under the switcher. On the English
 * page (`current: 'en'`), pinned to English whatever the toolbar's locale.
 */
export const Notice: Story = {
  globals: { locale: 'en' },
  args: { current: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '10rem' }}>
      <WithNotice {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('English');
    await userEvent.click(canvas.getByRole('button', { name: /Dismiss|ปิด/ }));
    await expect(canvasElement.querySelector('[role="status"]')).toBeEmptyDOMElement();
  },
};

/**
 * The switcher on each locale's page, and the Japanese notice: the native names and the notice's
 * languages are shown side by side on purpose.
 */
export const Matrix: Story = {
  tags: ['matrix'],
  render: (args) => (
    <Stack gap="md">
      {LOCALES.map((l) => (
        <LanguageSwitcher key={l} {...args} current={l} />
      ))}
      <LanguageNotice locale="ja" onDismiss={() => {}} />
    </Stack>
  ),
};
