import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on a rendered tree and fails with a readable list of violations.
 * In jsdom colour contrast cannot be computed; the browser projects check it.
 */
export async function expectNoAxeViolations(
  node: Element = document.body,
  options: { inBrowser?: boolean } = {},
): Promise<void> {
  const results = await axe.run(node, {
    rules: {
      // A component rendered alone is not a page: landmarks are checked on whole pages (e2e).
      region: { enabled: false },
      ...(options.inBrowser ? {} : { 'color-contrast': { enabled: false } }),
    },
  });
  const report = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}
