/**
 * The step runner of `npm test` (scripts/lib/steps.mjs): the steps without a lane first, in order;
 * then the shared work, once; then the lanes side by side, each in its order, every step run even
 * after one fails, and the results in the order the steps were given (docs/quality.md#the-test-suite).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLanes } from '../../scripts/lib/steps.mjs';

const root = join(import.meta.dirname, '..', '..');
const tag = `steps-test-${process.pid}`;
const marker = join(tmpdir(), `${tag}-marker`);
const logOf = (name: string) => join(root, 'reports', 'tests', `${name}.log`);
/** A step that runs `code` in node. */
const step = (name: string, code: string, lane?: string) => ({
  name: `${tag}-${name}`,
  cmd: process.execPath,
  args: ['-e', code],
  lane,
});
const sleep = (ms: number) => `setTimeout(() => {}, ${ms})`;

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(marker, { force: true });
  for (const n of ['a', 'b', 'fails', 'after', 'quiet', 'live', 'serial', 'reads', 'missing'])
    rmSync(logOf(`${tag}-${n}`), { force: true });
});

describe("npm test's lanes", () => {
  it('runs the two lanes side by side: the suite takes the longer lane, not the sum', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const started = Date.now();
    const { results } = await runLanes([
      step('a', sleep(2000), 'browser'),
      step('b', sleep(2000), 'server'),
    ]);
    const elapsed = Date.now() - started;
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    // One after another: at least 4 s. Side by side: 2 s and a node start-up (under a second even
    // with the other unit tests loading both cores).
    expect(elapsed).toBeGreaterThanOrEqual(2000);
    expect(elapsed).toBeLessThan(3500);
  });

  it('runs every step after a failure, counts it, and gives the results in the order given', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { results, passed, failed } = await runLanes([
      step('fails', 'process.exit(3)', 'browser'),
      step('after', '', 'browser'),
      step('quiet', sleep(200), 'server'),
    ]);
    expect(results.map((r) => [r.name.slice(tag.length + 1), r.ok])).toEqual([
      ['fails', false],
      ['after', true],
      ['quiet', true],
    ]);
    expect({ passed, failed }).toEqual({ passed: 2, failed: 1 });
  });

  it('keeps a lane that is not on the terminal in its log, printed whole when the step ends', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(
      (...a: unknown[]) => void printed.push(a.join(' ')),
    );
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    await runLanes([
      step('live', sleep(50), 'browser'),
      step('quiet', "console.log('line one'); console.error('line two')", 'server'),
    ]);
    const log = readFileSync(logOf(`${tag}-quiet`), 'utf8');
    expect(log).toContain('line one');
    expect(log).toContain('line two');
    const header = printed.findIndex((p) => p.includes(`━━ ${tag}-quiet (ran beside browser lane`));
    expect(header).toBeGreaterThanOrEqual(0);
    expect(printed.slice(header).join('')).toContain('line one');
    // The live lane's step writes to the terminal itself: no log of it.
    expect(existsSync(logOf(`${tag}-live`))).toBe(false);
  });

  it('says every so often that a quiet step is still running, and stops when it ends', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(
      (...a: unknown[]) => void printed.push(a.join(' ')),
    );
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await runLanes([step('live', sleep(600), 'browser'), step('quiet', sleep(600), 'server')], {
      progressMs: 50,
    });
    const progress = () => printed.filter((p) => p.includes('still running'));
    const lines = progress();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines)
      expect(line).toMatch(
        new RegExp(`^… ${tag}-quiet still running \\(\\d+ s, beside browser lane\\)$`),
      );
    // The live lane's step is on the terminal already: no progress line for it. The timer is
    // cleared when the quiet step ends.
    await new Promise((r) => setTimeout(r, 200));
    expect(progress()).toHaveLength(lines.length);
  });

  it('ends a step whose command cannot start as one failed test, with the reason in its log', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      errors.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const missing = (name: string, lane: string) => ({
      name: `${tag}-${name}`,
      cmd: `${tag}-no-such-command`,
      args: [],
      lane,
    });
    const { results, passed, failed } = await runLanes([
      missing('missing-live', 'browser'),
      step('after', '', 'browser'),
      missing('missing', 'server'),
    ]);
    expect(results.map((r) => [r.name.slice(tag.length + 1), r.ok])).toEqual([
      ['missing-live', false],
      ['after', true],
      ['missing', false],
    ]);
    expect({ passed, failed }).toEqual({ passed: 1, failed: 2 });
    expect(readFileSync(logOf(`${tag}-missing`), 'utf8')).toContain(`${tag}-no-such-command`);
    expect(errors.join('')).toContain(`${tag}-missing-live could not run`);
  });

  it('runs the steps without a lane and the shared work before any lane starts', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const order: string[] = [];
    const readsMarker = `process.exit(require('fs').existsSync(${JSON.stringify(marker)}) ? 0 : 1)`;
    const { results } = await runLanes(
      [
        step('serial', `require('fs').writeFileSync(${JSON.stringify(marker)}, '')`),
        step('reads', readsMarker, 'browser'),
      ],
      { beforeLanes: () => void order.push(existsSync(marker) ? 'after serial' : 'too early') },
    );
    expect(order).toEqual(['after serial']);
    expect(results.map((r) => [r.name.replace(`${tag}-`, ''), r.ok])).toEqual([
      ['serial', true],
      ['build', true],
      ['reads', true],
    ]);
  });

  it('counts a failed shared build as a failure, and still runs the lanes', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const { results, failed } = await runLanes([step('a', '', 'browser')], {
      beforeLanes: () => {
        throw new Error('vite build failed');
      },
    });
    expect(results.map((r) => [r.name.replace(`${tag}-`, ''), r.ok])).toEqual([
      ['build', false],
      ['a', true],
    ]);
    expect(failed).toBe(1);
  });
});
