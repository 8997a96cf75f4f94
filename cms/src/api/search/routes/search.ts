/**
 * The site search (docs/behaviour.md#search): GET /api/search reads every searched collection in
 * one request (what the site sends); GET /api/search/:collection reads one (the full results
 * page's "more" of one collection). See ../controllers/search.ts.
 * Public like the collections' own `find`; no token involved (auth: false).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/search',
      handler: 'search.federated',
      config: { auth: false, policies: [] },
    },
    {
      method: 'GET',
      path: '/search/:collection',
      handler: 'search.find',
      config: { auth: false, policies: [] },
    },
  ],
};
