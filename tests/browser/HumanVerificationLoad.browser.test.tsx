import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HumanVerification } from '../../design-system';
import type * as AltchaWidgetModule from '../../design-system/components/HumanVerification/altchaWidget';
import { challengeServer } from '../../stories/data/altchaServer';
import { expectNoAxeViolations } from '../support/axe';
import { renderWithProviders } from '../support/render';

vi.setConfig({ testTimeout: 30_000 });

// The widget's stylesheet does not arrive the first time (offline, or a deploy replaced it): the
// widget cannot be made; the second attempt works. The widget itself is the real one.
vi.mock('../../design-system/components/HumanVerification/altchaWidget', async (importOriginal) => {
  const real = await importOriginal<typeof AltchaWidgetModule>();
  let failures = 1;
  return {
    ...real,
    createAltchaWidget: async (options: Parameters<typeof real.createAltchaWidget>[0]) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Could not load the stylesheet');
      }
      return real.createAltchaWidget(options);
    },
  };
});

describe('human verification (ALTCHA) when its widget cannot load', () => {
  it('says so in Thai, and "Try again" loads it and focuses the check', async () => {
    const onToken = vi.fn();
    await renderWithProviders(
      <HumanVerification challenge={challengeServer().challenge} onToken={onToken} />,
      { locale: 'th' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'ไม่สามารถโหลดการตรวจสอบว่าท่านไม่ใช่โปรแกรมอัตโนมัติได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    );
    await expectNoAxeViolations(document.body, { inBrowser: true });
    await userEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    const check = await screen.findByRole('checkbox', { name: /^ฉันไม่ใช่โปรแกรมอัตโนมัติ/ });
    await waitFor(() => expect(check).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(expect.any(String)), {
      timeout: 15_000,
    });
  });
});
