#!/usr/bin/env node
// @ts-check
/**
 * `npm run conformance`: writes docs/conformance.md, the accessibility conformance report (every
 * WCAG 2.2 A and AA criterion with its status, how it is tested and the evidence), from
 * scripts/lib/conformance.mjs. `--check` writes nothing and exits 1 when the file is out of step.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CRITERIA, renderConformanceMarkdown } from './lib/conformance.mjs';

const file = fileURLToPath(new URL('../docs/conformance.md', import.meta.url));
const wanted = renderConformanceMarkdown(CRITERIA);

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // missing: out of step
  }
  if (current !== wanted) {
    console.error(
      'docs/conformance.md is out of step with scripts/lib/conformance.mjs: run npm run conformance',
    );
    process.exit(1);
  }
  console.log('docs/conformance.md is up to date');
} else {
  writeFileSync(file, wanted);
  console.log(`wrote ${file}`);
}
