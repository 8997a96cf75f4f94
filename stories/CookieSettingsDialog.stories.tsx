import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, type CookieSettingsDialogProps } from '../design-system';
import {
  CookieSettingsDialog,
  CookieSettingsPanel,
} from '../design-system/components/CookieSettingsDialog/CookieSettingsDialog';
import { sampleCookies } from './data/cookies';
import { fromCatalog } from './data/locale';

/**
 * The dialog with its opener, as a page uses it. Stories show the module directly; the site loads
 * it with `lazy(loadCookieSettingsDialog)`. `isOpen` is only where it starts: the demo keeps the
 * state, and on the docs page it always starts closed (a modal must not cover the page).
 */
function SettingsDemo({ isOpen, onOpenChange, ...props }: CookieSettingsDialogProps) {
  const [open, setOpen] = useState(isOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {fromCatalog('Cookie settings')}
      </Button>
      <CookieSettingsDialog
        {...props}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

/**
 * The cookie settings dialog (react-aria Modal + Dialog): cookies grouped by category, with
 * name, purpose, path and value; strictly necessary cookies are always on (read-only switches);
 * a master switch turns every optional cookie on or off; "Save settings" stores the choice
 * (`saveSettings`) and closes. A lazy chunk in the site.
 *
 * **Keyboard**: focus moves into the dialog and stays there (Tab wraps); Space toggles the
 * focused switch; Escape or Cancel closes without saving; focus returns to the opener.
 */
const meta = {
  title: 'Feedback/CookieSettingsDialog',
  component: CookieSettingsDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    cookies: sampleCookies,
    onSave: fn(),
    categoryLabels: { video: { label: 'Video' } },
  },
  argTypes: { cookies: { control: false } },
  // Open on the canvas (and in the tests); closed on the docs page, behind its button.
  render: (args, { viewMode }) => {
    const isOpen = args.isOpen && viewMode !== 'docs';
    // A new demo when the control changes: `isOpen` is where it starts.
    return <SettingsDemo key={String(isOpen)} {...args} isOpen={isOpen} />;
  },
} satisfies Meta<typeof CookieSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const byName = (container: HTMLElement, role: string, en: string, th: string) =>
  within(container).getByRole(role, { name: new RegExp(`^(${en}|${th})$`) });

/** Open: the master switch turns every optional cookie on, then Save settings reports the list. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const master = byName(dialog, 'switch', 'Allow all optional cookies', 'อนุญาตคุกกี้ที่ไม่จำเป็นทั้งหมด');
    await expect(within(dialog).getByRole('switch', { name: /^token/ })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: '_ga' })).not.toBeChecked();
    await userEvent.click(master);
    await expect(within(dialog).getByRole('switch', { name: '_ga' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'ds:font-size' })).toBeChecked();
    await userEvent.click(byName(dialog, 'button', 'Save settings', 'บันทึกการตั้งค่า'));
    await expect(args.onSave).toHaveBeenCalledWith(
      sampleCookies.map((c) => expect.objectContaining({ name: c.name, enabled: true })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard: Space on one switch, then Escape closes without saving and focus returns. */
export const KeyboardAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog');
    const analytics = within(dialog).getByRole('switch', { name: '_ga' });
    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSave).not.toHaveBeenCalled();
    const opener = within(canvasElement).getByRole('button', {
      name: fromCatalog('Cookie settings'),
    });
    await userEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  },
};

/** The dialog's content in the page flow (a non-modal preview, for screenshots). */
export const Matrix: Story = {
  render: (args) => (
    <div data-preview="">
      {/* The preview is not a real dialog: no focus ring on the programmatically focused box. */}
      <style>{'[data-preview] [role=dialog] { outline: none; }'}</style>
      <Dialog>
        <CookieSettingsPanel
          // Two categories keep the preview within the screenshot's viewport.
          cookies={sampleCookies.filter((c) => c.name === 'token' || c.name === '_ga')}
          onSave={args.onSave}
          onCancel={() => {}}
        />
      </Dialog>
    </div>
  ),
  tags: ['matrix'],
};
