import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { Button, Spinner } from '../../design-system';
import { renderWithProviders } from '../support/render';

/**
 * Reduced motion, with Chromium's `prefers-reduced-motion: reduce` emulation: movement stops
 * (the global rule, design-system/themes/global.css.ts), and a spinner still shows that something
 * is happening, by a gentle pulse of opacity instead of a rotation.
 */
beforeEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
});
afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

/** The spinner's ring: the first hidden span inside its progress bar. */
const ring = () =>
  screen.getByRole('progressbar', { name: 'Loading' }).querySelector('span') as HTMLElement;

describe('reduced motion', () => {
  it('the spinner pulses without end instead of spinning', async () => {
    await renderWithProviders(<Spinner label="Loading" />);
    const style = getComputedStyle(ring());
    expect(style.animationIterationCount).toBe('infinite');
    expect(style.animationDuration).toBe('1.6s');
    expect(style.animationName).not.toBe('none');
    // The pulse, not the rotation: its keyframes change opacity only.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const keyframes = rules.find(
      (r): r is CSSKeyframesRule => r instanceof CSSKeyframesRule && r.name === style.animationName,
    );
    expect(keyframes?.cssText).toMatch(/opacity/);
    expect(keyframes?.cssText).not.toMatch(/transform/);
  });

  it('other transitions are cut to an instant', async () => {
    await renderWithProviders(<Button variant="primary">Send</Button>);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Send' }));
    for (const d of style.transitionDuration.split(',')) expect(parseFloat(d)).toBeLessThan(0.001);
  });
});
