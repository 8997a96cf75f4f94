/**
 * The security suite runs against its own real CMS, started like the `cms` project's (fresh
 * throwaway database and upload folder, a full-access API token to read stored rows back).
 */
export { default } from '../cms/global-setup';
