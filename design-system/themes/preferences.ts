import {
  COLOR_MODE,
  parseColorModePreference,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
} from './colorMode';
import { FONT_SCALE, parseFontSize } from './fontScale';

/**
 * A tiny external store for the visitor's display preferences (colour mode and text size),
 * persisted in localStorage and applied to <html>, shared by every hook instance.
 */
type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice still applies for this page view.
  }
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(COLOR_MODE.query).matches
    : false;
}

export interface DisplayPreferences {
  colorModePreference: ColorModePreference;
  colorMode: ColorMode;
  fontSize: number;
}

const listeners = new Set<Listener>();
let state: DisplayPreferences = load();
let mediaBound = false;

function load(): DisplayPreferences {
  const colorModePreference = parseColorModePreference(read(COLOR_MODE.storageKey));
  return {
    colorModePreference,
    colorMode: resolveColorMode(colorModePreference, systemPrefersDark()),
    fontSize: parseFontSize(read(FONT_SCALE.storageKey)),
  };
}

function apply(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute(COLOR_MODE.attribute, state.colorMode);
  root.setAttribute(FONT_SCALE.attribute, String(state.fontSize));
}

function set(next: DisplayPreferences): void {
  state = next;
  apply();
  listeners.forEach((l) => l());
}

function bindMedia(): void {
  if (mediaBound || typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return;
  }
  mediaBound = true;
  window.matchMedia(COLOR_MODE.query).addEventListener('change', (event) => {
    if (state.colorModePreference === 'system') {
      set({ ...state, colorMode: event.matches ? 'night' : 'day' });
    }
  });
  window.addEventListener('storage', (event) => {
    if (event.key === COLOR_MODE.storageKey || event.key === FONT_SCALE.storageKey) set(load());
  });
}

/**
 * What a server render assumes (it cannot read the visitor's storage): follow the system, day,
 * default text size. The head script has already applied the real choice to <html> by then, so
 * only controls' states differ, for the one render that hydrates the server's markup.
 */
const SERVER_SNAPSHOT: DisplayPreferences = Object.freeze({
  colorModePreference: 'system',
  colorMode: 'day',
  fontSize: FONT_SCALE.default,
});

export const displayPreferences = {
  subscribe(listener: Listener): () => void {
    bindMedia();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): DisplayPreferences {
    return state;
  },
  /** The snapshot of server rendering and hydration (useSyncExternalStore). */
  getServerSnapshot(): DisplayPreferences {
    return SERVER_SNAPSHOT;
  },
  setColorModePreference(preference: ColorModePreference): void {
    write(COLOR_MODE.storageKey, preference === 'system' ? null : preference);
    set({
      ...state,
      colorModePreference: preference,
      colorMode: resolveColorMode(preference, systemPrefersDark()),
    });
  },
  setFontSize(size: number): void {
    const fontSize = parseFontSize(String(size));
    write(FONT_SCALE.storageKey, fontSize === FONT_SCALE.default ? null : String(fontSize));
    set({ ...state, fontSize });
  },
  /** Re-reads storage (tests, Storybook resets). */
  reload(): void {
    set(load());
  },
};
