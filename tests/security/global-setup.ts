/**
 * The security suite runs against its own real CMS (fresh throwaway database and upload folder, a
 * full-access API token to read stored rows back), with the production rate limits. The CMS
 * trusts X-Forwarded-For here (as behind nginx), so each test plays its own visitor address and
 * one test's requests never use up another's allowance.
 */
import type { TestProject } from 'vitest/node';
import { startTestCms } from '../cms/global-setup';

export default function setup(project: TestProject) {
  return startTestCms(project, { IS_PROXIED: 'true' });
}
