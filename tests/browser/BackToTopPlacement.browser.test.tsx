import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BackToTop } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Audit F5 (WCAG 1.4.4) and the phone review: the fixed back-to-top button covered a card's date
 * at 32 px text, and on a laptop or a phone its corner is over the content column. With the
 * column's id it floats only in a free gutter beside the column, and otherwise ends the content
 * in the page's flow: at no width or text size does it cover a card at the column's edge.
 */
const root = document.documentElement;

afterEach(() => {
  root.style.fontSize = '';
  window.scrollTo(0, 0);
});

/** A long page: a column of cards, each with its date at the inline end. */
async function longPage(maxWidth: string) {
  await renderWithProviders(
    <>
      <main id="main">
        <div id="column" style={{ maxWidth, marginInline: 'auto', paddingInline: '1rem' }}>
          {Array.from({ length: 100 }, (_, i) => (
            <p key={i} style={{ display: 'flex', justifyContent: 'space-between', margin: 0 }}>
              <span>ข่าวกรมส่งเสริมการค้าระหว่างประเทศ {i + 1}</span>
              <time data-testid="date">21 พฤศจิกายน 2569</time>
            </p>
          ))}
        </div>
      </main>
      <div style={{ maxWidth, marginInline: 'auto', paddingInline: '1rem' }}>
        <BackToTop targetId="main" besideId="column" threshold={50} />
      </div>
      <footer style={{ height: '10rem' }}>Footer</footer>
    </>,
    { locale: 'th' },
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** No date on the page is under the button, wherever the page is scrolled. */
async function expectNothingCovered(button: HTMLElement) {
  for (const y of [100, 600, document.documentElement.scrollHeight]) {
    window.scrollTo(0, y);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const rect = button.getBoundingClientRect();
    const covered = screen
      .getAllByTestId('date')
      .filter((d) => overlaps(d.getBoundingClientRect(), rect));
    expect(
      covered.map((d) => d.textContent),
      `scrolled to ${y}`,
    ).toEqual([]);
  }
}

describe('back to top beside the content column', () => {
  it('floats in the gutter of a wide window, beside the column', async () => {
    await page.viewport(1600, 800);
    await longPage('40rem');
    window.scrollTo(0, 400);
    const button = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน' });
    expect(getComputedStyle(button).position).toBe('fixed');
    await expectNothingCovered(button);
  });

  it('ends the content in the page flow where the column fills the window (a laptop)', async () => {
    await page.viewport(1280, 800);
    await longPage('75rem');
    // In the flow it is there before any scroll, after the content and before the footer.
    const button = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน' });
    expect(getComputedStyle(button).position).toBe('static');
    expect(
      button.compareDocumentPosition(screen.getByText('Footer')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expectNothingCovered(button);
  });

  it('never covers a date at 32 px text, even in a wide window', async () => {
    await page.viewport(1600, 800);
    root.style.fontSize = '32px';
    await longPage('40rem');
    window.scrollTo(0, 400);
    const button = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน' });
    expect(getComputedStyle(button).position).toBe('static');
    await expectNothingCovered(button);
  });

  it('on a phone, ends the content instead of floating over it', async () => {
    await page.viewport(375, 700);
    root.style.fontSize = '18px';
    await longPage('75rem');
    const button = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน' });
    expect(getComputedStyle(button).position).toBe('static');
    await expectNothingCovered(button);
  });

  it('moves into the gutter when the window grows, and back into the flow when it shrinks', async () => {
    await page.viewport(1280, 800);
    await longPage('60rem');
    window.scrollTo(0, 400);
    const flowing = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน' });
    expect(getComputedStyle(flowing).position).toBe('static');
    await page.viewport(1800, 800);
    await expect
      .poll(() => getComputedStyle(screen.getByRole('button', { name: 'กลับขึ้นด้านบน' })).position)
      .toBe('fixed');
    await page.viewport(1280, 800);
    await expect
      .poll(() => getComputedStyle(screen.getByRole('button', { name: 'กลับขึ้นด้านบน' })).position)
      .toBe('static');
  });
});
