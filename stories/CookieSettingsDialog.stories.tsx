import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system';
import {
  CookieSettingsDialog,
  CookieSettingsPanel,
} from '../design-system/components/CookieSettingsDialog/CookieSettingsDialog';
import { sampleCookies } from './data/cookies';

/** Stories show the module directly; the site loads it with `lazy(loadCookieSettingsDialog)`. */
function SettingsDemo(props: { onSave: Parameters<typeof CookieSettingsDialog>[0]['onSave'] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cookie settings
      </Button>
      <CookieSettingsDialog
        isOpen={open}
        onOpenChange={setOpen}
        cookies={sampleCookies}
        onSave={props.onSave}
        categoryLabels={{ video: { label: 'Video' } }}
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
  component: SettingsDemo,
  args: { onSave: fn() },
} satisfies Meta<typeof SettingsDemo>;

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
    await expect(within(dialog).getByRole('switch', { name: 'ditp:font-size' })).toBeChecked();
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
    const opener = within(canvasElement).getByRole('button', { name: 'Cookie settings' });
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
