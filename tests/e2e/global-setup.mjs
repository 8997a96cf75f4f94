// @ts-check
/**
 * Playwright Test's global set-up of the e2e suite (playwright.config.ts): ONE mail catcher and ONE
 * throwaway CMS, seeded, shared by every file. Their addresses reach the test files through
 * DITP_E2E_CMS_URL and DITP_E2E_MAILDEV_URL (set here, before the workers start, so the workers
 * inherit them); `startThrowawayCms` in the files then returns this CMS instead of starting one.
 * Files that need a CMS of their own (a broken one, one on a full disk, PostgreSQL) start it
 * themselves. The function it returns is the global teardown: it stops both.
 *
 * When DITP_E2E_CMS_URL is already set (a CMS someone runs by hand), it is used and left running.
 */
import { startMaildev } from '../../scripts/lib/maildev.mjs';
import { startThrowawayCms } from '../../scripts/lib/stack.mjs';

export default async function globalSetup() {
  if (process.env.DITP_E2E_CMS_URL) return async () => {};
  const mail = await startMaildev();
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>> | undefined} */
  let cms;
  try {
    cms = await startThrowawayCms({ name: 'e2e', env: mail.smtpEnv });
  } catch (error) {
    await mail.stop();
    throw error;
  }
  process.env.DITP_E2E_CMS_URL = cms.url;
  process.env.DITP_E2E_MAILDEV_URL = mail.url;
  const started = /** @type {NonNullable<typeof cms>} */ (cms);
  return async () => {
    await started.stop();
    await mail.stop();
  };
}
