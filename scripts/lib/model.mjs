// @ts-check
/**
 * The content model (cms/src/model) for the `.mjs` scripts and e2e tests, which Node runs without
 * a TypeScript step: jiti compiles the model's plain TypeScript on load. One list of locales, one
 * site clock, whatever reads them.
 */
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/** @type {typeof import('../../cms/src/model/locales')} */
const locales = await jiti.import('../../cms/src/model/locales.ts');
/** @type {typeof import('../../cms/src/model/forms')} */
const forms = await jiti.import('../../cms/src/model/forms.ts');
/** @type {typeof import('../../cms/src/model/html')} */
const html = await jiti.import('../../cms/src/model/html.ts');
/** @type {typeof import('../../cms/src/model/jobs')} */
const jobs = await jiti.import('../../cms/src/model/jobs.ts');
/** @type {typeof import('../../cms/src/model/time')} */
const time = await jiti.import('../../cms/src/model/time.ts');

export const { LOCALES, DEFAULT_LOCALE, SOURCE_LOCALE, isLocale } = locales;
export const { SITE_TIME_ZONE, siteDate, hasClosed } = time;
export const { INQUIRY_TOPICS, OPINION_TOPICS, VISITOR_TYPES } = forms;
export const { summaryOf } = html;
export const { EMPLOYMENT_TYPES } = jobs;
