import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio, dayColors, nightColors } from '../../design-system';

describe('every text and boundary colour pair meets WCAG AA in both themes', () => {
  for (const [name, colors] of [
    ['day', dayColors],
    ['night', nightColors],
  ] as const) {
    describe(`${name} theme`, () => {
      it.each(contrastPairs)('$fg on $bg ($use) reaches $min:1', ({ fg, bg, min }) => {
        const ratio = contrastRatio(colors[fg], colors[bg]);
        expect(
          ratio,
          `${fg} ${colors[fg]} on ${bg} ${colors[bg]} = ${ratio.toFixed(2)}`,
        ).toBeGreaterThanOrEqual(min);
      });
    });
  }

  it('computes the known ratios of black on white and a mid grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects a colour it cannot measure instead of passing it', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow();
  });
});
