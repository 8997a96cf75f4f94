// Types of scripts/lib/model.mjs: the content model's own.
export { LOCALES, DEFAULT_LOCALE, SOURCE_LOCALE, isLocale } from '../../cms/src/model/locales.ts';
export { INQUIRY_TOPICS, OPINION_TOPICS, VISITOR_TYPES } from '../../cms/src/model/forms.ts';
export { SITE_TIME_ZONE, siteDate, hasClosed } from '../../cms/src/model/time.ts';
export { summaryOf } from '../../cms/src/model/html.ts';
export { EMPLOYMENT_TYPES } from '../../cms/src/model/jobs.ts';
