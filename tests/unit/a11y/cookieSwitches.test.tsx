import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentFlow, forgetConsent } from '../../../stories/data/ConsentFlow';
import { renderWithProviders } from '../../support/render';

afterEach(forgetConsent);

/** Audit F15 (WCAG 4.1.2): "tokenAlways on", "cookieConsentAlways on" as the switches' names. */
describe('cookie settings switches', () => {
  for (const [locale, open, alwaysOn] of [
    ['en', 'Cookie settings', 'Always on'],
    ['th', 'ตั้งค่าคุกกี้', 'เปิดใช้งานเสมอ'],
  ] as const) {
    it(`${locale}: each switch is named by its cookie only; "${alwaysOn}" is its description`, async () => {
      const user = userEvent.setup();
      await renderWithProviders(<ConsentFlow />, { locale });
      await user.click(screen.getAllByRole('button', { name: open })[0]);
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      const token = within(dialog).getByRole('switch', { name: 'token' });
      expect(token).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^${alwaysOn}`)));
      for (const sw of within(dialog).getAllByRole('switch')) {
        expect(sw).not.toHaveAccessibleName(expect.stringContaining(alwaysOn));
      }
      // the dialog's chunk loads on first use: room for a loaded machine
    }, 20_000);
  }
});
