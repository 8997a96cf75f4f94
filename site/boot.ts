/**
 * The page's entry script. A page rendered on the server (site/server/render.tsx) is complete
 * without JavaScript: this waits until the browser has painted it, and only then loads the app
 * (React and the shell, site/main.tsx), which hydrates it. The app's download then never competes
 * with the page's stylesheet, font and images for the first paint, and its evaluation never
 * delays that paint. A page the browser must render itself (no server markup: the dev server, the
 * static shell) loads the app at once.
 */
import { markBannerHidden } from './consent/bannerFlag';
import { markAnnouncementHidden } from './pages/parts/announcementFlag';

const app = () => import('./main');

// Before the first paint: a server-rendered cookie banner the visitor hid this visit stays hidden.
markBannerHidden();
// ... and the home page's announcement, when this visitor has seen it this visit or dismissed it.
markAnnouncementHidden();

/** Resolves after the first contentful paint (or a second at most: a background tab paints nothing). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve);
    const fallback = setTimeout(done, 1000);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        clearTimeout(fallback);
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the fallback starts the app.
    }
  });
}

if (document.getElementById('root')?.firstElementChild) void afterFirstPaint().then(app);
else void app();
