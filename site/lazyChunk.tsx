/**
 * Lazy chunks that a server-rendered page can hydrate without a flash of their fallback.
 *
 * `React.lazy` alone leaves a server-rendered Suspense boundary "dehydrated" (its server markup on
 * screen, not yet React's) until the chunk arrives; if anything above it renders again in that
 * window, React throws the server markup away and shows the fallback until the chunk is in: the
 * page collapses to a skeleton and back (a layout shift). So:
 *  - on the server, every chunk a page renders is recorded by name (`RenderedChunksContext`) and
 *    the list travels with the HTML (site/server/render.tsx);
 *  - in the browser, `preloadChunks(names)` loads those before hydration starts (site/main.tsx),
 *    and a loaded chunk renders its component directly: nothing suspends, nothing is dehydrated.
 *
 *   const Offices = lazyChunk('Offices', withPageMessages(() => import('./pages/Offices')));
 *
 * A chunk that failed to load (network) shows the error boundary above it, as with `React.lazy`;
 * `retryFailedChunks()` (the page's "Try again") lets the next render load it again, which
 * `React.lazy` alone never does: it keeps its first failure.
 */
import { createContext, lazy, useContext, type ComponentType } from 'react';

/** Server only: the names of the chunks rendered by this render pass. */
export const RenderedChunksContext = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();
/** Chunks whose messages are in the shell's catalog (not the pages catalog). */
const shellMessages = new Set<string>();
/** Chunks whose load failed: each entry readies its chunk for a new attempt. */
const failed = new Set<() => void>();

/** Lets chunks that failed to load be loaded again by their next render (a retry). */
export function retryFailedChunks(): void {
  for (const ready of failed) ready();
  failed.clear();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyChunk<P extends Record<string, any>>(
  name: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
  /** `messages: 'shell'`: its texts are in the shell's catalog (a shell part, not a page). */
  { messages = 'pages' }: { messages?: 'pages' | 'shell' } = {},
): ComponentType<P> {
  // A programming error the tests and the dev server catch; not shipped (the home page's budget).
  if (import.meta.env.DEV && loaders.has(name)) {
    throw new Error(`lazyChunk: "${name}" is declared twice`);
  }
  if (messages === 'shell') shellMessages.add(name);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // This render shows the failure; a retry renders a new lazy component, which loads again.
        failed.add(() => {
          loading = undefined;
          Lazy = lazy(load);
        });
        throw error;
      },
    ));
  let Lazy = lazy(load);
  loaders.set(name, load);

  function Chunk(props: P) {
    useContext(RenderedChunksContext)?.add(name);
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  Chunk.displayName = `lazyChunk(${name})`;
  return Chunk;
}

/** Whether any of the named chunks needs the pages catalog (a page did; a shell part does not). */
export function needsPageMessages(names: readonly string[]): boolean {
  return names.some((name) => !shellMessages.has(name));
}

/** Loads the named chunks (the ones the server rendered) before the page hydrates. */
export async function preloadChunks(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) => {
      const load = loaders.get(name);
      if (!load) {
        console.warn(`[ditp] unknown chunk "${name}" in the server data`);
        return null;
      }
      // A chunk that fails here fails again, visibly, when its page renders (error state, retry).
      return load().catch(() => {});
    }),
  );
}
