/**
 * The ALTCHA widget (npm `altcha`), loaded only through a dynamic import by HumanVerification, when
 * a form with the check comes on screen or gets focus: pages whose visitors never reach a form
 * never download it.
 *
 * It is the widget's `external` build, the one that works under a strict Content-Security-Policy
 * (`script-src 'self'`, `style-src 'self'`, `worker-src 'self'`): no inline script, no inline
 * style element, no worker made from a blob. Its stylesheet is a file of the site (linked here,
 * not bundled into the site's one stylesheet, which every page loads) and its proof-of-work
 * workers are files of the site too (Vite's `?worker` imports, emitted as separate scripts).
 */
import 'altcha/external';
import type { AltchaWidgetElement } from 'altcha/external';
import type { Configuration, Strings } from 'altcha/types';
import stylesheetUrl from 'altcha/altcha.css?url';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

export type { AltchaWidgetElement };
export type AltchaStrings = Strings;
export type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

// The algorithms an altcha-lib challenge may name (PBKDF2/SHA-256 is altcha-lib's default).
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

let stylesheet: Promise<void> | null = null;

/** Links the widget's stylesheet once; resolves when it applies (a failure may be retried). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = null;
      reject(new Error(`Could not load ${stylesheetUrl}`));
    };
    document.head.append(link);
  });
  return stylesheet;
}

/**
 * The widget's texts for `language` (the design system's, from the visitor's catalog). The
 * widget reads them from its global registry and re-renders every instance that uses them.
 */
export function setStrings(language: string, strings: Strings): void {
  globalThis.$altcha.i18n.set(language, { ...strings });
}

/** What never changes in our use of the widget (passed as its `configuration` attribute). */
const FIXED: Partial<Configuration> = {
  // A visible check the visitor ticks: nothing runs before they ask for it.
  display: 'standard',
  type: 'checkbox',
  auto: 'off',
  // No third-party link or logo in the form; the check stands on its own label.
  hideFooter: true,
  hideLogo: true,
  // Our server asks for nothing but the proof of work: no pointer or scroll data is collected.
  humanInteractionSignature: false,
};

export interface AltchaWidgetOptions {
  /** Key of the strings registered with setStrings. */
  language: string;
  /** Address of the challenge endpoint, or a function answering a fresh challenge. */
  challenge: string | (() => Promise<object>);
}

/**
 * A new, unconnected `<altcha-widget>`. It fetches (or asks for) a challenge and solves it when
 * the visitor ticks its box, then reports `statechange` events with the payload (the token).
 */
export async function createAltchaWidget({
  language,
  challenge,
}: AltchaWidgetOptions): Promise<AltchaWidgetElement> {
  await loadStylesheet();
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('configuration', JSON.stringify(FIXED));
  widget.setAttribute('language', language);
  if (typeof challenge === 'string') {
    widget.setAttribute('challenge', challenge);
  } else {
    // A function (e.g. a fake server in Storybook): the widget "fetches" through it.
    widget.setAttribute('challenge', 'challenge.json');
    widget.addEventListener(
      'load',
      () => {
        void widget.configure({
          fetch: async () =>
            new Response(JSON.stringify(await challenge()), {
              headers: { 'content-type': 'application/json' },
            }),
        });
      },
      { once: true },
    );
  }
  return widget;
}
