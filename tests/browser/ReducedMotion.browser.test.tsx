import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import {
  Button,
  MOTION_ATTRIBUTE,
  SkeletonText,
  Spinner,
  prefersReducedMotion,
} from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Reduced motion, asked for in either of the two ways the design system honours
 * (design-system/themes/motion.ts): the system setting, with Chromium's
 * `prefers-reduced-motion: reduce` emulation, and the page's own `data-motion="reduce"` on
 * `<html>` (Storybook's Motion toolbar). Movement stops (the global rule,
 * design-system/themes/global.css.ts), and a spinner still shows that something is happening, by
 * a gentle pulse of opacity instead of a rotation.
 */
const ways = {
  'the system setting': async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
  },
  "the page's attribute": async () => {
    document.documentElement.setAttribute(MOTION_ATTRIBUTE, 'reduce');
  },
};
afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  document.documentElement.removeAttribute(MOTION_ATTRIBUTE);
});

/** The spinner's ring: the first hidden span inside its progress bar. */
const ring = () =>
  screen.getByRole('progressbar', { name: 'Loading' }).querySelector('span') as HTMLElement;

const keyframesOf = (name: string) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((r): r is CSSKeyframesRule => r instanceof CSSKeyframesRule && r.name === name);

describe('full motion (neither is asked)', () => {
  it('the spinner rotates, and scripts are told motion is welcome', async () => {
    await renderWithProviders(<Spinner label="Loading" />);
    const style = getComputedStyle(ring());
    expect(keyframesOf(style.animationName)?.cssText).toMatch(/transform/);
    expect(prefersReducedMotion()).toBe(false);
  });
});

describe.each(Object.entries(ways))('reduced motion through %s', (_, ask) => {
  it('the spinner pulses without end instead of spinning', async () => {
    await ask();
    await renderWithProviders(<Spinner label="Loading" />);
    const style = getComputedStyle(ring());
    expect(style.animationIterationCount).toBe('infinite');
    expect(style.animationDuration).toBe('1.6s');
    expect(style.animationName).not.toBe('none');
    // The pulse, not the rotation: its keyframes change opacity only.
    const keyframes = keyframesOf(style.animationName);
    expect(keyframes?.cssText).toMatch(/opacity/);
    expect(keyframes?.cssText).not.toMatch(/transform/);
  });

  it('a loading placeholder stops pulsing', async () => {
    await ask();
    const { container } = await renderWithProviders(<SkeletonText lines={1} />);
    const lines = container.querySelector('[aria-hidden="true"]');
    expect(lines?.children.length).toBe(1);
    const animated = [...lines!.querySelectorAll('*')].filter(
      (el) => getComputedStyle(el).animationName !== 'none',
    );
    expect(animated).toEqual([]);
  });

  it('other transitions are cut to an instant, and scripts are told', async () => {
    await ask();
    await renderWithProviders(<Button variant="primary">Send</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Send' }));
    for (const d of style.transitionDuration.split(',')) expect(parseFloat(d)).toBeLessThan(0.001);
    expect(prefersReducedMotion()).toBe(true);
  });
});
