import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BackToTop, BOTTOM_INSET_PROPERTY, RadioGroup } from '../../design-system';
import { keepFocusClear } from '../../site/shell/keepFocusClear';
import { renderWithProviders } from '../support/render';

/**
 * WCAG 2.4.11 with something fixed at the bottom of the window (the cookie banner, whose height
 * the site writes as the bottom inset, and the back-to-top button): a focused control is never
 * left under them (docs/accessibility.md, "Beyond axe").
 */
const INSET = 200;

function FixedBar() {
  return (
    <div
      data-testid="bar"
      style={{ position: 'fixed', insetInline: 0, bottom: 0, height: INSET, background: '#eee' }}
    />
  );
}

const root = document.documentElement;
const px = (value: string) => parseFloat(value);

afterEach(async () => {
  root.style.removeProperty(BOTTOM_INSET_PROPERTY);
  window.scrollTo(0, 0);
  await page.viewport(1280, 800);
});

/**
 * A page with a button, then a link, `aboveHeight` px down, the bar fixed at the bottom and the
 * bottom inset set to the bar's height.
 */
async function renderBeforeAfter(aboveHeight: number) {
  await renderWithProviders(
    <main>
      <div data-testid="above" style={{ height: aboveHeight }} />
      <button type="button">Before</button>
      <p>
        <a href="#after">After</a>
      </p>
      <div style={{ height: 1500 }} />
      <FixedBar />
    </main>,
  );
  root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET}px`);
  return {
    link: screen.getByRole('link', { name: 'After' }),
    before: screen.getByRole('button', { name: 'Before' }),
    above: screen.getByTestId('above'),
  };
}

describe('focus kept clear of what is fixed at the bottom', () => {
  it('the bottom inset becomes the scroll padding and the page padding at the bottom', async () => {
    await renderWithProviders(<main style={{ height: '50rem' }} />);
    root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET}px`);
    expect(px(getComputedStyle(root).scrollPaddingBottom)).toBe(INSET);
    expect(px(getComputedStyle(document.body).paddingBottom)).toBe(INSET);
  });

  it('a text area reached by Tab, whose caret line is clear but whose lower part is under the bar, is brought wholly clear', async () => {
    const stop = keepFocusClear();
    try {
      await renderWithProviders(
        <main>
          <div style={{ height: 520 }} />
          <button type="button">Before</button>
          <textarea aria-label="Details" rows={8} style={{ display: 'block', marginTop: 8 }} />
          <div style={{ height: 1500 }} />
          <FixedBar />
        </main>,
      );
      root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET}px`);
      const area = screen.getByRole('textbox', { name: 'Details' });
      screen.getByRole('button', { name: 'Before' }).focus();
      // Before: the text area starts above the bar and runs under it.
      const before = area.getBoundingClientRect();
      expect(before.top).toBeLessThan(window.innerHeight - INSET);
      expect(before.bottom).toBeGreaterThan(window.innerHeight - INSET);
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(area);
      await expect
        .poll(() => area.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(window.innerHeight - INSET);
      expect(area.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    } finally {
      stop();
    }
  });

  it('a radio button reached by Tab, its drawn circle and label partly under the bar, is brought clear (its real input is in a 1 px clipped box the browser scrolls instead of the page)', async () => {
    const stop = keepFocusClear();
    try {
      await renderWithProviders(
        <main>
          <div style={{ height: 560 }} />
          <button type="button">Before</button>
          <RadioGroup
            label="How useful was the content?"
            options={[
              { value: '5', label: 'Very useful' },
              { value: '1', label: 'Not useful' },
            ]}
          />
          <div style={{ height: 1500 }} />
          <FixedBar />
        </main>,
      );
      root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET}px`);
      const radio = screen.getByRole('radio', { name: 'Very useful' });
      const label = radio.closest('label')!;
      screen.getByRole('button', { name: 'Before' }).focus({ preventScroll: true });
      // Place the first option so that it straddles the top of the bar, as the survey's did.
      window.scrollBy(0, label.getBoundingClientRect().bottom - (window.innerHeight - INSET) - 6);
      expect(label.getBoundingClientRect().top).toBeLessThan(window.innerHeight - INSET);
      expect(label.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight - INSET);
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(radio);
      await expect
        .poll(() => label.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(window.innerHeight - INSET);
      expect(radio.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - INSET);
    } finally {
      stop();
    }
  });

  it('a link already inside the window but under the bar (the browser does not scroll it) is brought clear', async () => {
    const stop = keepFocusClear();
    try {
      const { link, before } = await renderBeforeAfter(620);
      before.focus({ preventScroll: true });
      expect(link.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight - INSET);
      expect(link.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
      await userEvent.keyboard('{Tab}');
      expect(document.activeElement).toBe(link);
      await expect
        .poll(() => link.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(window.innerHeight - INSET);
    } finally {
      stop();
    }
  });

  it('a focused link the back-to-top button appears over (its band comes after the scroll) is brought clear', async () => {
    const stop = keepFocusClear();
    try {
      await renderWithProviders(
        <>
          <main>
            <div style={{ height: window.innerHeight + 20 }} />
            <a href="#after">After</a>
            <div style={{ height: 1500 }} />
          </main>
          <BackToTop targetId="main" threshold={50} />
        </>,
      );
      const link = screen.getByRole('link', { name: 'After' });
      link.focus({ preventScroll: true });
      expect(px(getComputedStyle(root).scrollPaddingBottom)).toBe(0);
      // The scroll that brings the link into view (as the browser's own does) shows the button.
      window.scrollTo(0, 60);
      const button = await screen.findByRole('button', { name: /top/i });
      await expect
        .poll(() => link.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(button.getBoundingClientRect().top);
      expect(document.activeElement).toBe(link);
    } finally {
      stop();
    }
  });

  /** A page whose link, clear of the bar, can be pushed down by what is above it. */
  async function renderShiftingPage() {
    const { link, before, above } = await renderBeforeAfter(300);
    before.focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(link);
    expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - INSET);
    /** Makes what is above the link taller, so that the link's top ends 20 px under the bar's. */
    const pushUnderBar = () => {
      const by = window.innerHeight - INSET + 20 - link.getBoundingClientRect().top;
      above.style.height = `${above.getBoundingClientRect().height + by}px`;
      expect(link.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight - INSET);
      expect(link.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    };
    return { link, pushUnderBar };
  }

  it('a focused link that a late layout shift above it (a picture taking its height) pushes under the bar is brought clear again', async () => {
    const stop = keepFocusClear();
    try {
      const { link, pushUnderBar } = await renderShiftingPage();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      pushUnderBar();
      await expect
        .poll(() => link.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(window.innerHeight - INSET);
      expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      expect(document.activeElement).toBe(link);
    } finally {
      stop();
    }
  });

  it.each([
    ['the mouse wheel', () => userEvent.wheel(document.body, { delta: { y: 100 } })],
    ['the Down arrow', () => userEvent.keyboard('{ArrowDown}')],
  ])(
    'a visitor who scrolled with %s after the focus landed is not pulled back when the page then moves and the bar grows',
    async (_, scroll) => {
      const stop = keepFocusClear();
      try {
        const { link, pushUnderBar } = await renderShiftingPage();
        await scroll();
        await expect.poll(() => window.scrollY).toBeGreaterThan(0);
        // Wait for the scroll to settle (the browser animates it).
        let settled = -1;
        await expect
          .poll(() => {
            const same = settled === window.scrollY;
            settled = window.scrollY;
            return same;
          })
          .toBe(true);
        const visitors = window.scrollY;
        pushUnderBar();
        root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET + 40}px`);
        // Enough frames for a re-check to have run and scrolled.
        await new Promise((r) => setTimeout(r, 300));
        expect(window.scrollY).toBe(visitors);
        expect(document.activeElement).toBe(link);
      } finally {
        stop();
      }
    },
  );

  it('the back-to-top button sits above the bar, and adds its own band to the scroll padding', async () => {
    await renderWithProviders(
      <>
        <main style={{ height: '300vh' }} />
        <FixedBar />
        <BackToTop targetId="main" threshold={10} />
      </>,
    );
    root.style.setProperty(BOTTOM_INSET_PROPERTY, `${INSET}px`);
    window.scrollTo(0, 400);
    const button = await screen.findByRole('button');
    expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - INSET);
    expect(px(getComputedStyle(root).scrollPaddingBottom)).toBeGreaterThanOrEqual(
      window.innerHeight - button.getBoundingClientRect().top,
    );
    expect(px(getComputedStyle(document.body).paddingBottom)).toBeGreaterThanOrEqual(
      window.innerHeight - button.getBoundingClientRect().top,
    );
  });
});
