import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLocale } from '../design-system';
import { App } from './App';
import { readSsrPayload } from './cms/ssr';
import { activateLocale } from './i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

// Loaded by site/boot.ts. A page the server rendered (site/server/render.tsx) is hydrated: its
// markup stays on screen and becomes interactive, with the CMS answers it was rendered from.
// Anything else renders here.
const payload = container.firstElementChild ? readSsrPayload() : null;
if (payload && isLocale(payload.locale)) {
  // The locale's messages first, so the first render says what the server said.
  await activateLocale(payload.locale);
  // A transition: React hydrates in slices and yields to the browser between them, instead of
  // one long task (Total Blocking Time); the markup is on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App fallback={payload.fallback} />
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          // React re-rendered part of the page in the browser; the page works, but say why.
          console.error('[ditp] hydration', error, info.componentStack);
        },
      },
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
