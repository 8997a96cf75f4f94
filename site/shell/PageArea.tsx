import { useLingui } from '@lingui/react/macro';
import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { ErrorState } from '../../design-system';
import { retryFailedChunks } from '../lazyChunk';
import { Outlet } from '../router';
import * as styles from './Layout.css';

/**
 * Route progress: starts on every navigation, done when the new page has rendered (its lazy chunk
 * loaded, i.e. its Suspense boundary resolved) or failed.
 */
export function useRouteProgress(routeKey: string) {
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [prevKey, setPrevKey] = useState(routeKey);
  if (prevKey !== routeKey) {
    setPrevKey(routeKey);
    setLoadingKey(routeKey);
  }
  // Stable: the page's boundary gets the same props while the layout renders again.
  const done = useCallback(() => setLoadingKey(null), []);
  return { active: loadingKey !== null, done };
}

/** Rendered inside the page's Suspense boundary: its effect runs once the page has committed. */
function PageReady({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    onReady();
  }, [onReady]);
  return null;
}

interface BoundaryProps {
  onError: () => void;
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** A page that throws (e.g. its chunk failed to load) shows an error state; the shell stays. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[ditp] page failed', error, info.componentStack);
    this.props.onError();
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}

/**
 * The route's page inside `main`: its chunk loads behind a placeholder of the page's height, a
 * page that fails shows an error state with a retry, and `onDone` ends the route progress either way.
 */
export function PageArea({
  pathname,
  routeKey,
  onDone,
}: {
  pathname: string;
  routeKey: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <PageErrorBoundary
      key={pathname}
      onError={onDone}
      fallback={(reset) => (
        <ErrorState
          message={t`This page could not be loaded.`}
          description={t`Check your connection and try again.`}
          onRetry={() => {
            retryFailedChunks();
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<div className={styles.pageFallback} />}>
        <Outlet />
        <PageReady key={routeKey} onReady={onDone} />
      </Suspense>
    </PageErrorBoundary>
  );
}
