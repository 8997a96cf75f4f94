import { createPopupController } from '../../design-system';
import { createAnalytics } from './analytics';

/** The pop-up store: the pages (usePopup) and the CMS client (error, session expired) share it. */
export const popup = createPopupController();

/** Page-view analytics: loads and sends nothing before analytics consent (./analytics.ts). */
export const analytics = createAnalytics();
