import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackToTop, CookieBanner, Header } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Lighthouse on a phone profile found one long task right after hydration: the back-to-top
 * button and the cookie banner read the page's layout while React committed it, and the header
 * wrote a style on <html> and then read a size, so the browser laid the whole page out inside
 * that task (Total Blocking Time). Their first readings now wait for the browser's own layout
 * (the next frame, or a ResizeObserver's first report), and the header reads before it writes.
 */
const noop = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the layout reads the shell's components use. */
function spyOnLayoutReads() {
  return [
    vi.spyOn(Element.prototype, 'getBoundingClientRect'),
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get'),
    vi.spyOn(Element.prototype, 'scrollHeight', 'get'),
  ];
}
const calls = (spies: ReturnType<typeof spyOnLayoutReads>) =>
  spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

describe('no forced layout while the shell mounts', () => {
  it('the back-to-top button and the cookie banner read no layout while they mount, and later do', async () => {
    const onHeightChange = vi.fn();
    const spies = spyOnLayoutReads();
    await renderWithProviders(
      <>
        <main id="main">
          <div id="column" style={{ height: '300vh' }} />
        </main>
        <BackToTop targetId="main" besideId="column" />
        <CookieBanner
          isVisible
          onAcceptAll={noop}
          onRejectAll={noop}
          onOpenSettings={noop}
          onClose={noop}
          onHeightChange={onHeightChange}
        />
      </>,
    );
    // render() has returned: React has committed and run every effect.
    expect(calls(spies)).toBe(0);
    expect(onHeightChange).not.toHaveBeenCalled();
    // After the browser's own layout, the banner's height is reported and the button placed.
    await expect.poll(() => onHeightChange.mock.calls.length).toBeGreaterThan(0);
    expect(onHeightChange.mock.calls.at(-1)![0]).toBeGreaterThan(0);
    await expect.poll(() => calls(spies)).toBeGreaterThan(1);
  });

  it('the header reads its sizes before it writes the scroll padding on <html>', async () => {
    const order: string[] = [];
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      order.push('read');
      return rect.call(this);
    });
    const setProperty = CSSStyleDeclaration.prototype.setProperty;
    vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty').mockImplementation(function (
      this: CSSStyleDeclaration,
      ...args: Parameters<CSSStyleDeclaration['setProperty']>
    ) {
      if (this === document.documentElement.style) order.push('write');
      return setProperty.apply(this, args);
    });
    await renderWithProviders(
      <>
        <Header
          logo={<a href="/en">Department of International Trade Promotion</a>}
          navigation={[]}
        />
        <main style={{ height: '200vh' }} />
      </>,
    );
    await expect.poll(() => order.includes('write')).toBe(true);
    const first = order.indexOf('write');
    expect(order.slice(0, first)).toEqual(['read', 'read']);
    expect(order[first + 1]).not.toBe('read');
  });
});
