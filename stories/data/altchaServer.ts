/**
 * A stand-in for the CMS's `GET /api/verification/challenge`, for stories and browser tests only:
 * it runs the real altcha-lib in the page (Web Crypto), so the widget solves a real, signed
 * proof-of-work challenge, and `check` verifies a token as the server does. Its signing secrets
 * are made at random for each page load and never leave it. The site itself always asks the CMS.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

const hmacSignatureSecret = crypto.randomUUID();
const hmacKeySignatureSecret = crypto.randomUUID();

export interface ChallengeServerOptions {
  /** Seconds until a challenge (and the token solving it) expires. @default 600 */
  expiresIn?: number;
  /** How many requests fail first (the server or the network is down), then it answers. @default 0 */
  failures?: number;
  /** Never answers (the widget stays "verifying"). @default false */
  hang?: boolean;
}

export interface ChallengeServer {
  /** Answers a fresh challenge (what the widget's `challenge` prop asks for). */
  challenge: () => Promise<object>;
  /** Verifies a token (the widget's base64 payload) as the CMS does. */
  check: (token: string) => Promise<{ verified: boolean; expired: boolean }>;
  /** Requests received so far. */
  requests: () => number;
}

export function challengeServer({
  expiresIn = 600,
  failures = 0,
  hang = false,
}: ChallengeServerOptions = {}): ChallengeServer {
  let requests = 0;
  return {
    async challenge() {
      requests += 1;
      if (hang) return new Promise<object>(() => {});
      if (requests <= failures) throw new Error('The challenge server is unavailable.');
      // The CMS's algorithm, at a lower cost so that stories solve in well under a second.
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 100,
        counter: randomInt(400, 200),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + expiresIn * 1000),
      });
    },
    async check(token) {
      const payload = JSON.parse(atob(token)) as {
        challenge: Parameters<typeof verifySolution>[0]['challenge'];
        solution: Parameters<typeof verifySolution>[0]['solution'];
      };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { verified: result.verified, expired: result.expired };
    },
    requests: () => requests,
  };
}
