/**
 * Reduced motion is asked for in two ways the design system honours alike
 * (design-system/themes/motion.ts): the system's `prefers-reduced-motion: reduce`, and
 * `data-motion="reduce"` on `<html>` (Storybook's Motion toolbar). A style or script that reads the
 * media query itself answers only the first: this fails with the file and line of any that does,
 * so every rule goes through `still()` and every script through `prefersReducedMotion()`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles, repoRoot } from '../support/repoFiles';

const files = repoFiles(
  (f) =>
    /^(design-system|site)\//.test(f) &&
    /\.(ts|tsx)$/.test(f) &&
    !/\.stories\.tsx$/.test(f) &&
    f !== 'design-system/themes/motion.ts',
);

describe('reduced motion goes through design-system/themes/motion.ts', () => {
  it('no style or script reads prefers-reduced-motion itself', () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(repoRoot, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may name the media feature; code may not.
          const code = line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, '');
          if (/prefers-reduced-motion/.test(code)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
