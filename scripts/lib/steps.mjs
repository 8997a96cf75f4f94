// @ts-check
/**
 * The step runner of `npm test` (scripts/test.mjs) and `npm run test:fast` (scripts/test-fast.mjs):
 * each step is one command run in the repository's root, timed, and the summary that ends both.
 * `npm test` runs its server-side and browser-side steps in two lanes side by side (runLanes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository's root (not stack.mjs's `root`: this module is also loaded by unit tests in jsdom,
// where stack.mjs's imports cannot resolve their URLs).
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What a finished step counts: the tests of its Vitest JSON report (`json`), or itself as one.
 * @param {{ json?: string }} step
 * @param {boolean} ok
 */
function countTests(step, ok) {
  let passed = 0;
  let failed = 0;
  let counts = '';
  if (step.json && existsSync(step.json)) {
    try {
      const j = JSON.parse(readFileSync(step.json, 'utf8'));
      passed += j.numPassedTests ?? 0;
      failed += j.numFailedTests ?? 0;
      counts = ` (${j.numPassedTests} passed, ${j.numFailedTests} failed)`;
    } catch {
      // A step that died before writing its report counts as one failure below.
    }
  }
  if (!ok && !counts) failed += 1;
  if (ok && !step.json) passed += 1;
  return { passed, failed, counts };
}

/**
 * Runs the steps in order, every one even after a failure (so one run shows every broken gate).
 * A step with `json` (a Vitest JSON report it writes) counts its tests; one without counts as one.
 * @param {{ name: string, cmd: string, args: string[], json?: string }[]} steps
 * @returns {{ results: { name: string, ok: boolean, seconds: number, counts: string }[], passed: number, failed: number }}
 */
export function runSteps(steps) {
  const results = [];
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    const started = Date.now();
    console.log(`\n━━ ${step.name} ━━`);
    const r = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
    const ok = r.status === 0;
    const c = countTests(step, ok);
    passed += c.passed;
    failed += c.failed;
    results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000, counts: c.counts });
  }
  return { results, passed, failed };
}

/** How often a step that is not on the terminal says it is still running, in milliseconds. */
const PROGRESS_EVERY_MS = 60_000;

/**
 * Runs one step without blocking the other lane. The live lane's step writes to the terminal as
 * it goes; any other lane's step is kept in reports/tests/<step>.log and printed whole when it
 * ends, so two steps' lines never interleave. Until then it prints one line every `progressMs`
 * (a quiet step can take 7 minutes and more), so that a silent terminal never looks like a hang.
 * A command that cannot start (not found) ends the step as failed, counted as one failed test.
 * @param {{ name: string, cmd: string, args: string[], json?: string }} step
 * @param {{ live: boolean, beside: string, progressMs?: number }} options
 * @returns {Promise<{ name: string, ok: boolean, seconds: number, counts: string, passed: number, failed: number }>}
 */
function runStepAsync(step, { live, beside, progressMs = PROGRESS_EVERY_MS }) {
  const started = Date.now();
  const elapsed = () => (Date.now() - started) / 1000;
  if (live) console.log(`\n━━ ${step.name} ━━`);
  const logFile = join(root, 'reports', 'tests', `${step.name}.log`);
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  /** @type {Buffer[]} */
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => out.push(d));
  const progress = live
    ? undefined
    : setInterval(
        () =>
          console.log(`… ${step.name} still running (${elapsed().toFixed(0)} s, beside ${beside})`),
        progressMs,
      );
  return new Promise((resolve) => {
    let ended = false;
    /**
     * @param {boolean} ok
     * @param {{ passed: number, failed: number, counts: string }} counted
     */
    const end = (ok, counted) => {
      // A command that fails to start emits 'error' and then, usually, 'close': one result.
      if (ended) return;
      ended = true;
      clearInterval(progress);
      const seconds = elapsed();
      if (!live) {
        const text = Buffer.concat(out).toString('utf8');
        writeFileSync(logFile, text);
        console.log(
          `\n━━ ${step.name} (ran beside ${beside}; ${seconds.toFixed(0)} s; also in ${relative(root, logFile)}) ━━`,
        );
        process.stdout.write(text);
      }
      resolve({ name: step.name, ok, seconds, ...counted });
    };
    child.on('error', (e) => {
      const message = `npm test: ${step.name} could not run ${step.cmd}: ${e.message}\n`;
      if (live) process.stderr.write(message);
      else out.push(Buffer.from(message));
      // One failed test, whatever report an earlier run left behind.
      end(false, { passed: 0, failed: 1, counts: '' });
    });
    child.on('close', (code) => end(code === 0, countTests(step, code === 0)));
  });
}

/**
 * Runs the steps without a `lane` in order, then each lane's steps in order with the lanes side by
 * side (docs/quality.md#the-test-suite says which steps share the machine and why that is safe).
 * Results come back in the order the steps were given.
 * @param {{ name: string, cmd: string, args: string[], json?: string, lane?: string }[]} steps
 * @param {{ beforeLanes?: () => Promise<void> | void, progressMs?: number }} [hooks] work the lanes
 *   share (builds), run once before them; how often a quiet step says it is still running (60 s)
 */
export async function runLanes(steps, hooks = {}) {
  const first = runSteps(steps.filter((s) => !s.lane));
  const laneNames = [...new Set(steps.map((s) => s.lane).filter(Boolean))];
  /** @type {Map<string, { name: string, ok: boolean, seconds: number, counts: string, passed: number, failed: number }>} */
  const byName = new Map();
  if (laneNames.length > 0) {
    const started = Date.now();
    let prepared = true;
    try {
      await hooks.beforeLanes?.();
    } catch (e) {
      console.error(`npm test: the shared build failed: ${/** @type {Error} */ (e).message}`);
      prepared = false;
    }
    const seconds = (Date.now() - started) / 1000;
    if (hooks.beforeLanes) first.results.push({ name: 'build', ok: prepared, seconds, counts: '' });
    if (!prepared) first.failed += 1;
    const lanes = laneNames.map((lane) => steps.filter((s) => s.lane === lane));
    await Promise.all(
      lanes.map(async (laneSteps, i) => {
        for (const step of laneSteps) {
          const beside = laneNames.filter((_, j) => j !== i).join(', ') + ' lane';
          byName.set(
            step.name,
            await runStepAsync(step, { live: i === 0, beside, progressMs: hooks.progressMs }),
          );
        }
      }),
    );
  }
  const results = [...first.results];
  let { passed, failed } = first;
  for (const step of steps.filter((s) => s.lane)) {
    const r = /** @type {NonNullable<ReturnType<typeof byName.get>>} */ (byName.get(step.name));
    results.push({ name: r.name, ok: r.ok, seconds: r.seconds, counts: r.counts });
    passed += r.passed;
    failed += r.failed;
  }
  return { results, passed, failed };
}

/**
 * Prints one line per step (ok or FAIL, seconds, test counts).
 * @param {{ name: string, ok: boolean, seconds: number, counts: string }[]} results
 */
export function printSummary(results) {
  console.log('\n━━ summary ━━');
  for (const r of results)
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(4)} s${r.counts}`,
    );
}
