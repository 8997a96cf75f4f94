import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import {
  Button,
  Checkbox,
  CookieBanner,
  FontSizeControl,
  Footer,
  Pagination,
  RadioGroup,
  Select,
  SkipLink,
  TextField,
  ThemeToggle,
} from '../../design-system';
// A lazy chunk in the site (loadCookieSettingsDialog), so not in the design system's index.
import { CookieSettingsPanel } from '../../design-system/components/CookieSettingsDialog/CookieSettingsDialog';
import { renderWithProviders } from '../support/render';

/**
 * Audit F9: in forced colours the primary buttons' labels vanished (ButtonFace text on a
 * ButtonText fill, over the browser's Canvas backplate), and the selected language pill and theme
 * had no visible state. Checked with Chromium's `forced-colors: active` emulation, under the light
 * and the dark system palette (Chromium picks the palette from `prefers-color-scheme`, as Windows'
 * contrast themes come light and dark): every assertion compares the computed colours with the
 * system colours of the palette in force, so a colour that happens to work in one palette only
 * fails in the other.
 */
const system = (name: string, property: 'color' | 'backgroundColor' = 'color') => {
  const probe = document.createElement('div');
  probe.style[property] = name;
  document.body.append(probe);
  const value = getComputedStyle(probe)[property];
  probe.remove();
  return value;
};

/** Relative luminance (0 black to 1 white) of a computed `rgb()` colour. */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

describe.each(['light', 'dark'] as const)('forced colours, %s system palette', (scheme) => {
  beforeEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'forced-colors', value: 'active' },
        { name: 'prefers-color-scheme', value: scheme },
      ],
    });
  });
  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it(`the emulated palette is the ${scheme} one`, () => {
    // Without this the two runs could check one palette twice.
    const canvas = luminance(system('Canvas', 'backgroundColor'));
    const text = luminance(system('CanvasText'));
    if (scheme === 'light') expect(canvas).toBeGreaterThan(text);
    else expect(canvas).toBeLessThan(text);
  });

  it('a primary button keeps its label: ButtonText on ButtonFace, with a ButtonText border', async () => {
    await renderWithProviders(<Button variant="primary">Send</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Send' }));
    expect(style.color).toBe(system('ButtonText'));
    expect(style.backgroundColor).toBe(system('ButtonFace', 'backgroundColor'));
    expect(style.borderTopColor).toBe(system('ButtonText'));
    expect(style.color).not.toBe(style.backgroundColor);
  });

  it('the banner language pill, the chosen theme and the current page show in Highlight', async () => {
    await renderWithProviders(
      <>
        <CookieBanner
          isVisible
          placement="inline"
          onAcceptAll={() => {}}
          onRejectAll={() => {}}
          onClose={() => {}}
          onOpenSettings={() => {}}
        />
        <ThemeToggle value="night" onChange={() => {}} />
        <Pagination page={2} pageCount={3} hrefFor={(p) => `/en/news?page=${p}`} />
      </>,
      { locale: 'th' },
    );
    const highlight = system('Highlight', 'backgroundColor');
    const highlightText = system('HighlightText');
    const selected = [
      screen.getByRole('radio', { name: 'ไทย' }).closest('label')!,
      screen.getByRole('radio', { checked: true, name: /กลางคืน|night/i }).closest('label')!,
      document.querySelector<HTMLElement>('[aria-current="page"]')!,
    ];
    for (const element of selected) {
      const style = getComputedStyle(element);
      expect(style.backgroundColor).toBe(highlight);
      expect(style.color).toBe(highlightText);
    }
    // Not-selected neighbours stay on Canvas: the state is visible by difference.
    const english = screen.getByRole('radio', { name: 'English' }).closest('label')!;
    expect(getComputedStyle(english).backgroundColor).not.toBe(highlight);
  });

  it('the skip link, when focused, is LinkText on Canvas (not a hidden inverted fill)', async () => {
    await renderWithProviders(<SkipLink />);
    const link = screen.getByRole('link');
    link.focus();
    const style = getComputedStyle(link);
    expect(style.color).toBe(system('LinkText'));
    expect(style.backgroundColor).toBe(system('Canvas', 'backgroundColor'));
  });

  it('a cookie switch that is on shows its track in Highlight; one that is off does not', async () => {
    const cookie = (name: string, category: string, enabled: boolean) => ({
      name,
      path: '/',
      description: name,
      value: '',
      enabled,
      category,
    });
    await renderWithProviders(
      <CookieSettingsPanel
        cookies={[cookie('token', 'necessary', true), cookie('analytics', 'analytics', false)]}
        onSave={() => {}}
      />,
    );
    const track = (name: string) =>
      screen.getByRole('switch', { name }).closest('label')!.querySelector('[aria-hidden]')!;
    const highlight = system('Highlight', 'backgroundColor');
    expect(getComputedStyle(track('token')).backgroundColor).toBe(highlight);
    expect(getComputedStyle(track('analytics')).backgroundColor).not.toBe(highlight);
    // The off track still has a visible edge against the page.
    const off = getComputedStyle(track('analytics'));
    expect(off.borderTopStyle).not.toBe('none');
    expect(off.borderTopColor).not.toBe(system('Canvas', 'backgroundColor'));
  });

  it('the text-size control shows a button at its limit as disabled (GrayText), the others as buttons', async () => {
    await renderWithProviders(
      <FontSizeControl
        size={14}
        canDecrease={false}
        canIncrease
        onDecrease={() => {}}
        onIncrease={() => {}}
        onReset={() => {}}
      />,
    );
    const decrease = getComputedStyle(screen.getByRole('button', { name: 'Decrease text size' }));
    const increase = getComputedStyle(screen.getByRole('button', { name: 'Increase text size' }));
    expect(decrease.color).toBe(system('GrayText'));
    expect(increase.color).not.toBe(system('GrayText'));
    expect(increase.color).not.toBe(increase.backgroundColor);
  });

  it('a disabled primary button is GrayText with a GrayText border, not the enabled button pair', async () => {
    await renderWithProviders(
      <Button variant="primary" isDisabled>
        Send
      </Button>,
    );
    const style = getComputedStyle(screen.getByRole('button', { name: 'Send' }));
    expect(style.color).toBe(system('GrayText'));
    expect(style.borderTopColor).toBe(system('GrayText'));
    expect(style.color).not.toBe(style.backgroundColor);
  });

  it('disabled form fields are GrayText at full opacity: checkbox, radio, text field, select', async () => {
    await renderWithProviders(
      <>
        <Checkbox isDisabled>Accept the terms</Checkbox>
        <Checkbox>Send me the newsletter</Checkbox>
        <RadioGroup
          label="Contact by"
          options={[
            { value: 'email', label: 'E-mail' },
            { value: 'post', label: 'Post', isDisabled: true },
          ]}
        />
        <TextField label="Company" isDisabled />
        <TextField label="Name" />
        <Select label="Country" isDisabled options={[{ id: 'th', label: 'Thailand' }]} />
        <Select
          label="Region"
          options={[
            { id: 'bkk', label: 'Bangkok' },
            { id: 'cnx', label: 'Chiang Mai', isDisabled: true },
          ]}
        />
      </>,
    );
    const gray = system('GrayText');
    // react-aria sets data-disabled on the label wrapping the (visually hidden) input; its first
    // span is the drawn box or circle.
    const labelOf = (input: HTMLElement) => input.closest('label') as HTMLElement;
    const markOf = (input: HTMLElement) => labelOf(input).querySelector('span') as HTMLElement;

    const checkbox = screen.getByRole('checkbox', { name: 'Accept the terms' });
    const enabledCheckbox = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    const radio = screen.getByRole('radio', { name: 'Post' });
    const enabledRadio = screen.getByRole('radio', { name: 'E-mail' });
    for (const [disabled, enabled] of [
      [checkbox, enabledCheckbox],
      [radio, enabledRadio],
    ]) {
      const label = getComputedStyle(labelOf(disabled));
      expect(label.color).toBe(gray);
      expect(label.opacity).toBe('1');
      expect(getComputedStyle(labelOf(enabled)).color).not.toBe(gray);
      expect(getComputedStyle(markOf(disabled)).borderTopColor).toBe(gray);
      expect(getComputedStyle(markOf(enabled)).borderTopColor).not.toBe(gray);
    }

    const input = getComputedStyle(screen.getByRole('textbox', { name: 'Company' }));
    expect(input.color).toBe(gray);
    expect(input.borderTopColor).toBe(gray);
    expect(input.opacity).toBe('1');
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Name' })).borderTopColor).not.toBe(
      gray,
    );

    const select = screen.getByRole('button', { name: /Country/ });
    const selectStyle = getComputedStyle(select);
    expect(selectStyle.color).toBe(gray);
    expect(selectStyle.borderTopColor).toBe(gray);
    expect(selectStyle.opacity).toBe('1');

    // An option that cannot be chosen, in an open list.
    await userEvent.click(screen.getByRole('button', { name: /Region/ }));
    const option = getComputedStyle(await screen.findByRole('option', { name: 'Chiang Mai' }));
    expect(option.color).toBe(gray);
    expect(option.opacity).toBe('1');
    expect(getComputedStyle(screen.getByRole('option', { name: 'Bangkok' })).color).not.toBe(gray);
  });

  it("the footer's links are LinkText, as in the page, and its focus ring Highlight", async () => {
    await renderWithProviders(
      <Footer
        organisation="Department of International Trade Promotion"
        copyright="© 2026 DITP"
        contact={{ address: '563 Nonthaburi Road', phone: '0 2507 7999', hotline: '1169' }}
        linkGroups={[
          { id: 'services', label: 'Services', items: [{ label: 'Contact', href: '/en/contact' }] },
        ]}
        socialLinks={[
          { network: 'facebook', href: 'https://www.facebook.com/ditp', label: 'Facebook' },
        ]}
        onCookieSettings={() => {}}
      />,
    );
    const linkText = system('LinkText');
    const links = [
      screen.getByRole('link', { name: 'Contact' }),
      screen.getByRole('link', { name: /2507 7999/ }),
      screen.getByRole('link', { name: /1169/ }),
      screen.getByRole('link', { name: /Facebook/ }),
      screen.getByRole('button', { name: 'Cookie settings' }),
    ];
    for (const link of links) expect(getComputedStyle(link).color).toBe(linkText);
    // The organisation's name is text, not a link.
    expect(
      getComputedStyle(screen.getByText('Department of International Trade Promotion')).color,
    ).toBe(system('CanvasText'));
    // Every one of them, reached from the keyboard, shows the Highlight ring.
    for (let i = 0; i < links.length; i++) {
      await userEvent.tab();
      const focused = document.activeElement as HTMLElement;
      expect(links).toContain(focused);
      expect(getComputedStyle(focused).outlineColor).toBe(system('Highlight'));
    }
  });

  it('a control focused from the keyboard has a Highlight outline', async () => {
    await renderWithProviders(<Button variant="primary">Send</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).toBe(system('Highlight'));
    expect(style.outlineColor).not.toBe(system('Canvas', 'backgroundColor'));
  });
});
