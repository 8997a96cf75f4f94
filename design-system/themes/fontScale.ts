/**
 * Text size control (docs/behaviour.md#text-size): default 16 px, range 14 to 18; increase adds 2 up to
 * 18, decrease subtracts 6 down to 14, reset returns to 16. Pure functions, no DOM.
 */
export const FONT_SCALE = {
  default: 16,
  min: 14,
  max: 18,
  increaseStep: 2,
  decreaseStep: 6,
  /** Every size the control can produce. */
  steps: [14, 16, 18] as const,
  storageKey: 'ds:font-size',
  attribute: 'data-font-size',
} as const;

export type FontScaleAction = 'increase' | 'decrease' | 'reset';

export function clampFontSize(size: number): number {
  if (!Number.isFinite(size)) return FONT_SCALE.default;
  return Math.min(FONT_SCALE.max, Math.max(FONT_SCALE.min, Math.round(size)));
}

export function nextFontSize(current: number, action: FontScaleAction): number {
  switch (action) {
    case 'increase':
      return clampFontSize(current + FONT_SCALE.increaseStep);
    case 'decrease':
      return clampFontSize(current - FONT_SCALE.decreaseStep);
    case 'reset':
      return FONT_SCALE.default;
  }
}

/** Reads a stored value; anything unknown falls back to the default. */
export function parseFontSize(value: string | null | undefined): number {
  const n = Number(value);
  return (FONT_SCALE.steps as readonly number[]).includes(n) ? n : FONT_SCALE.default;
}

export function canIncrease(size: number): boolean {
  return size < FONT_SCALE.max;
}

export function canDecrease(size: number): boolean {
  return size > FONT_SCALE.min;
}

/** The root font-size percentage for a pixel size at the browser's default of 16 px. */
export function rootPercent(size: number): string {
  return `${(clampFontSize(size) / FONT_SCALE.default) * 100}%`;
}
