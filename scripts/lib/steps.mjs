// @ts-check
/**
 * The step runner of `npm test` (scripts/test.mjs) and `npm run test:fast` (scripts/test-fast.mjs):
 * each step is one command run in the repository's root with the terminal, timed, and the summary
 * that ends both.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { root } from './stack.mjs';

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
    results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000, counts });
  }
  return { results, passed, failed };
}

/** Prints one line per step (ok or FAIL, seconds, test counts). */
export function printSummary(results) {
  console.log('\n━━ summary ━━');
  for (const r of results)
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(0).padStart(4)} s${r.counts}`,
    );
}
