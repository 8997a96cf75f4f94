// @ts-check
/**
 * axe and HTML_CodeSniffer find nothing on every page type of tests/e2e/routes.mjs in all five locales as a returning
 * visitor sees them (day, 16 px, desktop, consent decided), plus the cookie banner and the open
 * search panel on the home page. The page rows are made as the accessibility report makes them and
 * kept for it (scripts/lib/pageResults.mjs): the report does not check these pages again.
 */
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import {
  axePageRow,
  decideConsent,
  newDisplayContext,
  rowFailed,
  rowProblems,
} from '../../scripts/lib/pagechecks.mjs';
import { returningVisitorVariant, writePageRows } from '../../scripts/lib/pageResults.mjs';
import { mapLimit, root } from '../../scripts/lib/stack.mjs';
import { LOCALES, resolveRoutes } from './routes.mjs';
import { expectNoViolations, open, startStack } from './site.support.mjs';

/** @type {Awaited<ReturnType<typeof startStack>>} */
let stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.stop();
});

for (const locale of LOCALES) {
  test.describe(`axe: ${locale}`, () => {
    test(`every page type has no axe violation or HTML_CodeSniffer error (${locale})`, async () => {
      const { consent, ...display } = returningVisitorVariant(locale);
      const context = await newDisplayContext(stack.browser, display);
      await decideConsent(context, stack.base, consent);
      const routes = await resolveRoutes({ cmsUrl: stack.cms.url, locale });
      // Two pages at a time, as the accessibility report checks its own variants: each row
      // opens its own page, and two keep both cores busy while one waits on the server.
      const rows = await mapLimit(routes, 2, (route) =>
        axePageRow(context, stack.base, route, display.key),
      );
      await context.close();
      writePageRows(root, locale, rows);
      const failures = rows
        .filter(rowFailed)
        .flatMap((r) => rowProblems(r).map((p) => `${r.path}: ${p}`));
      assert.deepEqual(failures, [], failures.join('\n'));
      assert.ok(
        rows.some((r) => r.axe),
        'axe ran on no page',
      );
      assert.ok(
        rows.some((r) => r.htmlcs),
        'HTML_CodeSniffer ran on no page',
      );
    });
  });
}

test.describe('axe: shell states', () => {
  test('the cookie banner and the search panel have no axe violation or HTML_CodeSniffer error', async () => {
    for (const locale of ['th', 'en']) {
      const context = await newDisplayContext(stack.browser);
      const page = await open(context, `${stack.base}/${locale}/`);
      await page
        .locator('section[aria-labelledby]')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .first()
        .waitFor();
      await expectNoViolations(page, `${locale} home with the cookie banner`);
      await page
        .getByRole('button', { name: locale === 'th' ? 'ค้นหา' : 'Search' })
        .first()
        .click();
      await page.getByRole('searchbox').fill(locale === 'th' ? 'ส่งออก' : 'export');
      await page.locator('[id$="-panel"] a').first().waitFor({ timeout: 15_000 });
      await expectNoViolations(page, `${locale} home with search results`);
      await context.close();
    }
  });
});
