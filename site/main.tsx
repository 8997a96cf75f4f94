import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale, type Locale } from '../design-system';
import { App } from './App';
import { readSsrPayload, type SsrPayload } from './cms/ssr';
import { activateLocale } from './i18n/i18n';
import { needsPageMessages, preloadChunks } from './lazyChunk';
import { setPublicOrigin } from './shell/serverHead';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

// Loaded by site/boot.ts. A page the server rendered (site/server/render.tsx) is hydrated: its
// markup stays on screen and becomes interactive, with the CMS answers it was rendered from.
// Anything else renders here.
const payload = container.firstElementChild ? readSsrPayload() : null;

async function hydrate(
  root: HTMLElement,
  { locale, origin, fallback, chunks }: SsrPayload & { locale: Locale },
) {
  if (typeof origin === 'string') setPublicOrigin(origin);
  // The locale's messages first, so the first render says what the server said; and the page's
  // lazy chunks, so that no part of the markup waits for its code (site/lazyChunk.tsx). Not a
  // top-level await: those chunks import this one, which must have finished evaluating.
  const names = Array.isArray(chunks) ? chunks : [];
  await Promise.all([
    activateLocale(locale, { pages: needsPageMessages(names) }),
    preloadChunks(names),
  ]);
  // A transition: React hydrates in slices and yields to the browser between them, instead of
  // one long task (Total Blocking Time); the markup is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App fallback={fallback} />
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          // React re-rendered part of the page in the browser; the page works, but say why.
          console.error('[ditp] hydration', error, info.componentStack);
        },
      },
    );
  });
}

if (payload && isLocale(payload.locale)) {
  hydrate(container, { ...payload, locale: payload.locale }).catch((error: unknown) => {
    // The server's markup stays readable (links work); only its controls wait for a reload.
    console.error('[ditp] the page could not start', error);
  });
} else {
  // No server data: the static shell, or the page service's 503 page (its shell and message stay
  // on screen until the app can draw the shell itself, in the page's language, not a blank page).
  const locale = location.pathname.split('/')[1];
  void (isLocale(locale) ? activateLocale(locale) : Promise.resolve()).finally(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
