/**
 * axe finds nothing on every page type of tests/e2e/routes.mjs in all five locales (day, 16 px,
 * desktop, consent decided), plus the cookie banner and the open search panel on the home page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newDisplayContext, runAxe } from '../../scripts/lib/pagechecks.mjs';
import { LOCALES, resolveRoutes } from './routes.mjs';
import { decideConsent, expectNoAxe, open, startStack } from './site.support.mjs';

let stack;
before(async () => {
  stack = await startStack();
});
after(async () => {
  await stack?.stop();
});

for (const locale of LOCALES) {
  describe(`axe: ${locale}`, () => {
    test(`every page type has no axe violation (${locale})`, async () => {
      const context = await newDisplayContext(stack.browser);
      await decideConsent(context, stack.base);
      const routes = await resolveRoutes({ cmsUrl: stack.cms.url, locale });
      const failures = [];
      for (const route of routes) {
        if (route.skipped) continue;
        const page = await open(context, stack.base + route.path).catch((e) => {
          failures.push(`${route.path}: ${String(e.message).split('\n')[0]}`);
          return null;
        });
        if (!page) continue;
        // Lazy content (rich text, cards) settles before the check.
        await page.waitForLoadState('networkidle');
        const r = await runAxe(page);
        for (const v of r.violations) {
          failures.push(`${route.path}: ${v.id} ${v.nodes.map((n) => n.target).join(' | ')}`);
        }
        await page.close();
      }
      await context.close();
      assert.deepEqual(failures, [], failures.join('\n'));
    });
  });
}

describe('axe: shell states', () => {
  test('the cookie banner and the search panel have no axe violation', async () => {
    for (const locale of ['th', 'en']) {
      const context = await newDisplayContext(stack.browser);
      const page = await open(context, `${stack.base}/${locale}/`);
      await page
        .locator('section[aria-labelledby]')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first()
        .waitFor();
      await expectNoAxe(page, `${locale} home with the cookie banner`);
      await page
        .getByRole('button', { name: locale === 'th' ? 'ค้นหา' : 'Search' })
        .first()
        .click();
      await page.getByRole('searchbox').fill(locale === 'th' ? 'ส่งออก' : 'export');
      await page.locator('[id$="-panel"] a').first().waitFor({ timeout: 15_000 });
      await expectNoAxe(page, `${locale} home with search results`);
      await context.close();
    }
  });
});
