import { useCallback, useSyncExternalStore } from 'react';
import type { ColorMode, ColorModePreference } from '../themes/colorMode';
import { FONT_SCALE, canDecrease, canIncrease, nextFontSize } from '../themes/fontScale';
import { displayPreferences } from '../themes/preferences';

function useStore() {
  return useSyncExternalStore(
    displayPreferences.subscribe,
    displayPreferences.get,
    displayPreferences.getServerSnapshot,
  );
}

export interface ColorModeApi {
  /** What the visitor chose: day, night or follow the system. */
  preference: ColorModePreference;
  /** The theme in effect now. */
  colorMode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

/** The visitor's colour mode, persisted, shared by every caller, applied to <html>. */
export function useColorMode(): ColorModeApi {
  const state = useStore();
  return {
    preference: state.colorModePreference,
    colorMode: state.colorMode,
    setPreference: displayPreferences.setColorModePreference,
  };
}

export interface FontScaleApi {
  /** Current root text size in px at the browser's default (14, 16 or 18). */
  size: number;
  increase: () => void;
  decrease: () => void;
  reset: () => void;
  canIncrease: boolean;
  canDecrease: boolean;
  isDefault: boolean;
  /** True while the size is above default: the header container widens. */
  isEnlarged: boolean;
}

/** The visitor's text size (docs/behaviour.md#text-size), persisted and applied to <html>. */
export function useFontScale(): FontScaleApi {
  const { fontSize } = useStore();
  const increase = useCallback(
    () =>
      displayPreferences.setFontSize(nextFontSize(displayPreferences.get().fontSize, 'increase')),
    [],
  );
  const decrease = useCallback(
    () =>
      displayPreferences.setFontSize(nextFontSize(displayPreferences.get().fontSize, 'decrease')),
    [],
  );
  const reset = useCallback(() => displayPreferences.setFontSize(FONT_SCALE.default), []);
  return {
    size: fontSize,
    increase,
    decrease,
    reset,
    canIncrease: canIncrease(fontSize),
    canDecrease: canDecrease(fontSize),
    isDefault: fontSize === FONT_SCALE.default,
    isEnlarged: fontSize > FONT_SCALE.default,
  };
}
