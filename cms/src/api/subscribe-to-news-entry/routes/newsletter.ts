/**
 * The newsletter's double opt-in steps (../controllers/newsletter.ts). Public: the token in the body
 * (or, for RFC 8058's one-click unsubscribe, in the URL) is the authorisation; no API token or
 * role is involved (auth: false).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter/confirm',
      handler: 'newsletter.confirm',
      config: { auth: false, policies: [] },
    },
    {
      method: 'POST',
      path: '/newsletter/unsubscribe',
      handler: 'newsletter.unsubscribe',
      config: { auth: false, policies: [] },
    },
  ],
};
