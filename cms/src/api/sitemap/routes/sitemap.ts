/**
 * What the site's sitemaps are made from (docs/behaviour.md#sitemaps): GET /api/sitemap says how
 * many visible entries each public collection has per locale and which single types are published
 * in which locale; GET /api/sitemap/:collection reads one collection's entries of a locale in id
 * order, a chunk at a time. See ../controllers/sitemap.ts.
 * Public like the collections' own `find`; no token involved (auth: false).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/sitemap',
      handler: 'sitemap.summary',
      config: { auth: false, policies: [] },
    },
    {
      method: 'GET',
      path: '/sitemap/:collection',
      handler: 'sitemap.entries',
      config: { auth: false, policies: [] },
    },
  ],
};
