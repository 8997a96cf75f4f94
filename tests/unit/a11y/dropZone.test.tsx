import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileUpload, type Locale } from '../../../design-system';
import { renderWithProviders } from '../../support/render';

/**
 * Audit F14 (WCAG 4.1.2, 2.4.6): react-aria's hidden drop-zone button was an extra tab stop that
 * did nothing, named "DropZone หรือลากไฟล์มาวางที่นี่" on Thai pages.
 */
describe('file upload drop zone', () => {
  for (const [locale, choose, dropArea] of [
    ['th', /เลือกไฟล์/, 'พื้นที่วางไฟล์'],
    ['en', /Choose files/, 'File drop area'],
  ] as const satisfies ReadonlyArray<readonly [Locale, RegExp, string]>) {
    it(`${locale}: one tab stop (the choose button), and no English developer name`, async () => {
      const user = userEvent.setup();
      await renderWithProviders(
        <>
          <input aria-label="before" />
          <FileUpload label="CV" accept={['.pdf']} maxSizeBytes={1024} allowsMultiple />
          <input aria-label="after" />
        </>,
        { locale },
      );
      for (const button of screen.getAllByRole('button')) {
        expect(button).not.toHaveAccessibleName(expect.stringContaining('DropZone'));
      }
      const zone = screen
        .getAllByRole('button')
        .find((b) => b.textContent === '' && b.closest('[data-rac]'));
      expect(zone).toHaveAccessibleName(expect.stringContaining(dropArea));
      screen.getByRole('textbox', { name: 'before' }).focus();
      await user.tab();
      expect(screen.getByRole('button', { name: choose })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'after' })).toHaveFocus();
    });
  }
});
