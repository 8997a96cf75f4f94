import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lazyChunk,
  preloadChunks,
  RenderedChunksContext,
  retryFailedChunks,
} from '../../../site/lazyChunk';

afterEach(cleanup);

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button
        onClick={() => {
          retryFailedChunks();
          this.setState({ failed: false });
        }}
      >
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('lazyChunk', () => {
  it('loads on first render behind its Suspense fallback, like React.lazy', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const Chunk = lazyChunk('test-first-render', () => module.promise);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Chunk name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => module.resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });

  it('records on the server the chunks a page rendered, and only those', async () => {
    const Rendered = lazyChunk('test-rendered', () => Promise.resolve({ default: Greeting }));
    lazyChunk('test-not-rendered', () => Promise.resolve({ default: Greeting }));
    await preloadChunks(['test-rendered']);
    const chunks = new Set<string>();
    const html = renderToString(
      <RenderedChunksContext.Provider value={chunks}>
        <Suspense fallback={<p>Loading</p>}>
          <Rendered name="Grace" />
        </Suspense>
      </RenderedChunksContext.Provider>,
    );
    expect(html).toContain('Hello <!-- -->Grace');
    expect([...chunks]).toEqual(['test-rendered']);
  });

  it('once preloaded, hydrates the server markup without suspending: no fallback, even after an update', async () => {
    const module = deferred<{ default: typeof Greeting }>();
    const importer = vi.fn(() => module.promise);
    const Chunk = lazyChunk('test-hydrate', importer);
    const preloading = preloadChunks(['test-hydrate']);
    module.resolve({ default: Greeting });
    await preloading;

    const page = (name: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Chunk name={name} />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('Lin'));
    document.body.append(container);
    const before = container.querySelector('p');
    const root = await act(async () => hydrateRoot(container, page('Lin')));
    // The very element the server sent, now React's; an update re-renders it in place.
    expect(container.querySelector('p')).toBe(before);
    await act(async () => root.render(page('Mei')));
    expect(container.textContent).toBe('Hello Mei');
    expect(container.querySelector('p')).toBe(before);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
    container.remove();
  });

  it('shows a failed load to the error boundary once, and loads again when the page retries', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ default: Greeting });
    const Chunk = lazyChunk('test-retry', importer);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Chunk name="Ama" />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // No load of its own in the meantime (an offline visitor is not sent into a loop).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(importer).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Ama')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('refuses a name declared twice, and says which server chunk it does not know', async () => {
    lazyChunk('test-twice', () => Promise.resolve({ default: Greeting }));
    expect(() => lazyChunk('test-twice', () => Promise.resolve({ default: Greeting }))).toThrow(
      /declared twice/,
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await preloadChunks(['no-such-chunk']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-chunk'));
    warn.mockRestore();
  });
});
