/**
 * GET /api/verification/challenge: a human-verification challenge for the public forms (ALTCHA,
 * self-hosted proof of work; see src/public/verification.ts). Public; rate limited per address by
 * the public-write gate.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/verification/challenge',
      handler: 'verification.challenge',
      config: { auth: false, policies: [] },
    },
  ],
};
