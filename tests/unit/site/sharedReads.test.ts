/**
 * CMS answers shared by the page service's renders (site/server/sharedReads.ts): a running read
 * is joined, an answer reused for its window only, a failure never kept, the count bounded.
 */
import { describe, expect, it } from 'vitest';
import { createSharedReads } from '../../../site/server/sharedReads';

/** A read the test answers by hand, counting how often it was sent. */
function manualRead() {
  const sent: Array<(value: string | null) => void> = [];
  return {
    sent,
    read: () => new Promise<string | null>((resolve) => sent.push(resolve)),
  };
}

describe('CMS answers shared by renders', () => {
  it('joins a read that is running instead of sending it again', async () => {
    const shared = createSharedReads({ ms: 1000, now: () => 0 });
    const cms = manualRead();
    const first = shared.answer('menu', cms.read);
    const second = shared.answer('menu', cms.read);
    expect(cms.sent).toHaveLength(1);
    cms.sent[0]('answer');
    expect(await first).toBe('answer');
    expect(await second).toBe('answer');
  });

  it('reuses an answer within its window only, counted from when it arrived', async () => {
    let clock = 0;
    const shared = createSharedReads({ ms: 1000, now: () => clock });
    const cms = manualRead();
    const first = shared.answer('menu', cms.read);
    clock = 5000; // a slow read: the window starts when it answers
    cms.sent[0]('v1');
    await first;
    clock = 5999;
    expect(await shared.answer('menu', cms.read)).toBe('v1');
    expect(cms.sent).toHaveLength(1);
    clock = 6000;
    const fresh = shared.answer('menu', cms.read);
    expect(cms.sent).toHaveLength(2);
    cms.sent[1]('v2');
    expect(await fresh).toBe('v2');
  });

  it('keys by read: another key is read for itself', async () => {
    const shared = createSharedReads({ ms: 1000, now: () => 0 });
    const cms = manualRead();
    void shared.answer('["cms:list","ditp-news","th",1]', cms.read);
    void shared.answer('["cms:list","ditp-news","th",2]', cms.read);
    void shared.answer('["cms:list","ditp-news","en",1]', cms.read);
    expect(cms.sent).toHaveLength(3);
  });

  it('never keeps a failure: the next render reads again', async () => {
    const shared = createSharedReads({ ms: 1000, now: () => 0 });
    const cms = manualRead();
    const waiting = [shared.answer('menu', cms.read), shared.answer('menu', cms.read)];
    cms.sent[0](null);
    expect(await Promise.all(waiting)).toEqual([null, null]);
    const again = shared.answer('menu', cms.read);
    expect(cms.sent).toHaveLength(2);
    cms.sent[1]('answer');
    expect(await again).toBe('answer');
  });

  it('shares nothing with a window of 0', async () => {
    const shared = createSharedReads({ ms: 0 });
    const cms = manualRead();
    void shared.answer('menu', cms.read);
    void shared.answer('menu', cms.read);
    expect(cms.sent).toHaveLength(2);
    expect(shared.size()).toBe(0);
  });

  it('drops answers past their window as the next read comes', async () => {
    let clock = 0;
    const shared = createSharedReads({ ms: 1000, now: () => clock });
    for (const key of ['a', 'b', 'c']) await shared.answer(key, () => Promise.resolve(key));
    clock = 500;
    await shared.answer('d', () => Promise.resolve('d'));
    expect(shared.size()).toBe(4);
    clock = 1200; // a, b and c are past their window, d is not
    await shared.answer('e', () => Promise.resolve('e'));
    expect(shared.size()).toBe(2);
  });

  it('reads again an answer past its window that sits behind a fresh one', async () => {
    let clock = 0;
    const shared = createSharedReads({ ms: 1000, now: () => clock });
    const slow = manualRead();
    const first = shared.answer('slow', slow.read); // sent first, answers last
    clock = 100;
    await shared.answer('quick', () => Promise.resolve('q1')); // kept until 1100
    clock = 900;
    slow.sent[0]('s1'); // kept until 1900, and first in line
    await first;
    clock = 1500;
    expect(await shared.answer('slow', slow.read)).toBe('s1');
    expect(await shared.answer('quick', () => Promise.resolve('q2'))).toBe('q2');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const shared = createSharedReads({ ms: 60_000, maxEntries: 3, now: () => 0 });
    let reads = 0;
    const read = (value: string) => () => {
      reads++;
      return Promise.resolve(value);
    };
    for (const key of ['a', 'b', 'c', 'd']) await shared.answer(key, read(key));
    expect(shared.size()).toBe(3);
    expect(await shared.answer('d', read('new'))).toBe('d');
    expect(await shared.answer('a', read('a again'))).toBe('a again');
    expect(reads).toBe(5);
  });
});
