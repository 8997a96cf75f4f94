import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from './cms/hooks';
import { BrowserRouter } from './router';
import { AppRoutes } from './routes';

export interface AppProps {
  /** CMS answers the server rendered the page with (SWR `fallback`, by serialized key). */
  fallback?: Record<string, unknown>;
  /** The router: the browser's by default; server rendering passes a StaticRouter. */
  router?: (routes: ReactNode) => ReactNode;
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ fallback, router = browserRouter }: AppProps) {
  return (
    <SWRConfig value={fallback ? { ...swrConfig, fallback } : swrConfig}>
      {router(<AppRoutes />)}
    </SWRConfig>
  );
}
