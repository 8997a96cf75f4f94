import { createPopupController } from '../../design-system';
import { GA4_ID } from '../cms/config';
import { analyticsConsent, createLazyAnalytics } from './pageViews';

/** The pop-up store: the pages (usePopup) and the CMS client (error, session expired) share it. */
export const popup = createPopupController();

/**
 * Page-view analytics: loads and sends nothing before analytics consent; the GA4 code
 * (./analytics.ts) is a chunk of its own, loaded only after consent (./pageViews.ts).
 */
export const analytics = createLazyAnalytics({
  load: () => import('./analytics').then((m) => m.createAnalytics()),
  enabled: () => Boolean(GA4_ID) && analyticsConsent(),
});
