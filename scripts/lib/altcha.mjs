// @ts-check
/**
 * Solves the CMS's human-verification challenge outside a browser, for tests and load tools that
 * post to the public write surface as a visitor's browser would: fetches
 * `GET <cms>/api/verification/challenge`, solves the proof of work with altcha-lib (the CMS's own
 * copy) and answers the token the `altcha` widget would send in `X-Verification-Token`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(fileURLToPath(new URL('../../cms/package.json', import.meta.url)));
const { solveChallenge } = require('altcha-lib');
const { deriveKey } = require('altcha-lib/algorithms/pbkdf2');

/**
 * A challenge object -> the base64 payload the widget submits.
 *
 * @param {import('altcha-lib').Challenge} challenge as the CMS answers it (GET
 *   /api/verification/challenge), or as altcha-lib's createChallenge makes one
 * @returns {Promise<string>}
 */
export async function solveAltcha(challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('altcha: the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A fresh verification token from the CMS at `cmsUrl` (headers: e.g. X-Forwarded-For in tests).
 *
 * @param {string} cmsUrl
 * @param {Record<string, string>} [headers]
 * @returns {Promise<string>}
 */
export async function verificationToken(cmsUrl, headers = {}) {
  const res = await fetch(`${cmsUrl}/api/verification/challenge`, { headers });
  if (!res.ok) throw new Error(`altcha: challenge answered ${res.status}`);
  return solveAltcha(await res.json());
}

/** Rate limits for the test and bench stacks, where one address plays every visitor. */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_FORM: '100000/60',
  RATE_LIMIT_NEWSLETTER: '100000/60',
  RATE_LIMIT_ATTACHMENT: '100000/60',
  RATE_LIMIT_SEARCH: '100000/1',
  RATE_LIMIT_CHALLENGE: '100000/60',
};
