/**
 * The security suite runs against its own real CMS (fresh throwaway database and upload folder, a
 * full-access API token to read stored rows back), with the production rate limits. The CMS
 * trusts X-Forwarded-For here (as behind nginx), so each test plays its own visitor address and
 * one test's requests never use up another's allowance. 192.0.2.80 plays the page service, whose
 * search reads are not counted (RATE_LIMIT_EXEMPT_READERS).
 */
import type { TestProject } from 'vitest/node';
import { startTestCms } from '../cms/global-setup';

/** The page service's address in this suite (its search reads are not rate limited). */
export const PAGE_SERVICE_ADDRESS = '192.0.2.80';

export default function setup(project: TestProject) {
  return startTestCms(project, {
    IS_PROXIED: 'true',
    RATE_LIMIT_EXEMPT_READERS: PAGE_SERVICE_ADDRESS,
  });
}
