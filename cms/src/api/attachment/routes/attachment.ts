/**
 * Form attachments (CVs, complaint evidence): POST /api/attachments, one file per request
 * (../controllers/attachment.ts). Public (`auth: false`): anonymous visitors attach files to their
 * forms; the public-write gate in front of it checks the human verification and the rate limit.
 * An anonymous multipart POST /api/upload is routed here too (src/attachments/temp-files.ts).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/attachments',
      handler: 'attachment.create',
      config: { auth: false, policies: [] },
    },
  ],
};
