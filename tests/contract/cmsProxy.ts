/**
 * A proxy in front of the real CMS whose behaviour a test sets, and which records what reached it:
 * `up` passes through, `down` answers 500 at once, `slow` holds each request `delayMs` before
 * passing it on. It counts requests, the ones open at once, and the ones whose client gave up
 * (the page service aborted the read), and keeps each request's path and `X-Request-Id`.
 */
import http from 'node:http';

export interface CmsProxy {
  url: string;
  mode: 'up' | 'down' | 'slow';
  delayMs: number;
  requests: Array<{ path: string; requestId: string | undefined }>;
  open: number;
  maxOpen: number;
  aborted: number;
  reset(): void;
  close(): Promise<void>;
}

export function startCmsProxy(target: string): Promise<CmsProxy> {
  const proxy = {
    mode: 'up',
    delayMs: 3000,
    requests: [],
    open: 0,
    maxOpen: 0,
    aborted: 0,
    reset() {
      proxy.requests = [];
      proxy.maxOpen = proxy.open;
      proxy.aborted = 0;
    },
  } as unknown as CmsProxy;
  const server = http.createServer((req, res) => {
    proxy.requests.push({
      path: req.url ?? '',
      requestId: req.headers['x-request-id'] as string | undefined,
    });
    proxy.open++;
    proxy.maxOpen = Math.max(proxy.maxOpen, proxy.open);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      proxy.open--;
    };
    res.once('close', () => {
      if (!res.writableFinished) proxy.aborted++;
      finish();
    });
    const pass = () => {
      if (res.destroyed) return;
      const upstream = http.request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroyed || res.writeHead(502).end());
      res.once('close', () => upstream.destroy());
      req.pipe(upstream);
    };
    if (proxy.mode === 'down') {
      req.resume();
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"data":null,"error":{}}');
    } else if (proxy.mode === 'slow') {
      const timer = setTimeout(pass, proxy.delayMs);
      res.once('close', () => clearTimeout(timer));
    } else pass();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      proxy.close = () =>
        new Promise<void>((r) => {
          server.closeAllConnections();
          server.close(() => r());
        });
      resolve(proxy);
    }),
  );
}
