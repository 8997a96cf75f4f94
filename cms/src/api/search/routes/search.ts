/**
 * The site search's read per collection (docs/behaviour.md#search: 16 reads in parallel, one per tagged
 * collection): GET /api/search/:collection. See ../controllers/search.ts.
 * Public like the collections' own `find`; no token involved (auth: false).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/search/:collection',
      handler: 'search.find',
      config: { auth: false, policies: [] },
    },
  ],
};
