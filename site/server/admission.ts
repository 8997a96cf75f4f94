/**
 * Admission of renders: at most `concurrency` renders run at once (their CMS waits overlap; their
 * render passes take turns on the one Lingui instance), at most `maxQueue` wait, and none waits
 * longer than `queueTimeoutMs`. Beyond that a render is refused at once (ShedError), and the page
 * service answers from a stale copy or with a 503 + Retry-After, instead of letting requests pile
 * up behind a render capacity they cannot get (./pageService.ts).
 */
export type ShedReason = 'queue_full' | 'queue_timeout';

export class ShedError extends Error {
  override name = 'ShedError';
  constructor(readonly reason: ShedReason) {
    super(`render refused: ${reason}`);
  }
}

export interface AdmissionOptions {
  concurrency: number;
  maxQueue: number;
  queueTimeoutMs: number;
}

export interface Admission {
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; queued: number };
}

export function createAdmission({
  concurrency,
  maxQueue,
  queueTimeoutMs,
}: AdmissionOptions): Admission {
  let running = 0;
  const queue: Array<() => void> = [];

  const next = () => {
    running--;
    queue.shift()?.();
  };
  const exec = <T>(task: () => Promise<T>): Promise<T> => {
    running++;
    let result: Promise<T>;
    try {
      result = task();
    } catch (error) {
      result = Promise.reject(error);
    }
    return result.finally(next);
  };

  return {
    run(task) {
      if (running < concurrency) return exec(task);
      if (queue.length >= maxQueue) return Promise.reject(new ShedError('queue_full'));
      return new Promise((resolve, reject) => {
        const start = () => {
          clearTimeout(timer);
          exec(task).then(resolve, reject);
        };
        const timer = setTimeout(() => {
          const i = queue.indexOf(start);
          if (i >= 0) queue.splice(i, 1);
          reject(new ShedError('queue_timeout'));
        }, queueTimeoutMs);
        queue.push(start);
      });
    },
    stats: () => ({ running, queued: queue.length }),
  };
}
