/**
 * The public forms (the five form pages and the page-feedback prompt): their CMS endpoint, their fields (EXACTLY the CMS field names of
 * cms/src/api/<form>/content-types/<form>/schema.json) with the rules of cms/src/forms/specs.ts,
 * the cross-field rules, and the mapping from what the page holds to the `{ data }` payload.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../design-system';
import { checkField, messages, type FieldErrors, type FieldRule, type FormValues } from './rules';

/** Upload limits and choices: the content model's (cms/src/model/forms.ts); import them from there. */
import {
  CV_MAX_BYTES,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  INQUIRY_TOPICS,
  OPINION_TOPICS,
  VISITOR_TYPES,
} from '../../cms/src/model/forms';

/** The file types the form's chooser offers (the CMS checks the MIME type and first bytes). */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const EVIDENCE_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
] as const;

export const RATINGS = ['1', '2', '3', '4', '5'] as const;

export type FormName =
  'inquiry' | 'survey' | 'complaint' | 'opinion' | 'job-application' | 'page-feedback';

/** What the payload mapping needs besides the values. */
export interface PayloadContext {
  locale: Locale;
  /** Attachment tokens per file field (from POST /api/attachments). */
  uploads?: Record<string, string[]>;
  /** Fields the page adds itself (the job's documentId and title). */
  extra?: Record<string, string>;
}

export interface FormSpec {
  name: FormName;
  /** POST path of the CMS. */
  endpoint: string;
  /** `?locale=` on the POST (inquiries, surveys, complaints); otherwise `submitted_locale` in the body. */
  localeInQuery: boolean;
  /** Rules of the fields the visitor fills in, in the order they appear on the page. */
  fields: Record<string, FieldRule>;
  /** Fields whose rules do not apply for these values (e.g. contact fields of an anonymous complaint). */
  skip?: (values: FormValues) => string[];
  /** Rules across fields, run after the per-field rules (like the CMS's `cross`). */
  cross?: (values: FormValues, errors: FieldErrors) => FieldErrors;
  /** Initial values of a blank form. */
  initial: FormValues;
}

const consent: FieldRule = { kind: 'consent', required: messages.consent };
const rating = (required: boolean): FieldRule => ({
  kind: 'int',
  min: 1,
  max: 5,
  ...(required ? { required: messages.rating } : {}),
});

const enterName = msg`Enter your full name.`;
const enterEmail = msg`Enter your email address.`;
const enterPhone = msg`Enter your phone number.`;
const chooseTopic = msg`Choose a topic.`;

export const inquirySpec: FormSpec = {
  name: 'inquiry',
  endpoint: '/api/inquiries',
  localeInQuery: true,
  fields: {
    full_name: { kind: 'string', max: 200, name: true, required: enterName },
    organization: { kind: 'string', max: 200 },
    email: { kind: 'email', required: enterEmail },
    phone: { kind: 'phone' },
    topic: { kind: 'enum', values: INQUIRY_TOPICS, required: chooseTopic },
    message: { kind: 'string', max: 5000, multiline: true, required: msg`Enter your message.` },
    consent_privacy: consent,
  },
  initial: {
    full_name: '',
    organization: '',
    email: '',
    phone: '',
    topic: '',
    message: '',
    consent_privacy: false,
  },
};

export const surveySpec: FormSpec = {
  name: 'survey',
  endpoint: '/api/survey-forms',
  localeInQuery: true,
  fields: {
    overall_satisfaction: rating(true),
    ease_of_finding: rating(true),
    content_usefulness: rating(true),
    service_speed: rating(false),
    visitor_type: { kind: 'enum', values: VISITOR_TYPES },
    comments: { kind: 'string', max: 3000, multiline: true },
    email: { kind: 'email' },
  },
  initial: {
    overall_satisfaction: '',
    ease_of_finding: '',
    content_usefulness: '',
    service_speed: '',
    visitor_type: '',
    comments: '',
    email: '',
  },
};

/** The fields an anonymous complainant does not give (and the site never sends). */
export const COMPLAINT_CONTACT_FIELDS = ['full_name', 'email', 'phone', 'address'] as const;
export const contactRequired = msg`Give an email address or a phone number so we can contact you, or choose to complain anonymously.`;

export const complaintSpec: FormSpec = {
  name: 'complaint',
  endpoint: '/api/corruption-and-misconduct-complaint-forms',
  localeInQuery: true,
  fields: {
    anonymous: { kind: 'bool' },
    full_name: { kind: 'string', max: 200, name: true },
    email: { kind: 'email' },
    phone: { kind: 'phone' },
    address: { kind: 'string', max: 1000, multiline: true },
    subject: { kind: 'string', max: 255, required: msg`Enter the subject of your complaint.` },
    details: {
      kind: 'string',
      max: 10000,
      multiline: true,
      required: msg`Describe what happened.`,
    },
    incident_date: { kind: 'date', notFuture: true },
    incident_place: { kind: 'string', max: 255 },
    persons_involved: { kind: 'string', max: 2000, multiline: true },
    evidence: {
      kind: 'files',
      extensions: EVIDENCE_EXTENSIONS,
      maxBytes: EVIDENCE_MAX_BYTES,
      maxFiles: EVIDENCE_MAX_FILES,
    },
    consent_privacy: consent,
  },
  skip: (values) => (values.anonymous === true ? [...COMPLAINT_CONTACT_FIELDS] : []),
  cross: (values, errors) => {
    if (values.anonymous === true) return {};
    const out: FieldErrors = {};
    const has = (f: string) => typeof values[f] === 'string' && (values[f] as string).trim() !== '';
    if (!has('full_name') && !errors.full_name)
      out.full_name = msg`Enter your name, or choose to complain anonymously.`;
    if (!has('email') && !has('phone') && !errors.email && !errors.phone) {
      out.email = contactRequired;
      out.phone = contactRequired;
    }
    return out;
  },
  initial: {
    anonymous: false,
    full_name: '',
    email: '',
    phone: '',
    address: '',
    subject: '',
    details: '',
    incident_date: '',
    incident_place: '',
    persons_involved: '',
    evidence: [],
    consent_privacy: false,
  },
};

export const opinionSpec: FormSpec = {
  name: 'opinion',
  endpoint: '/api/opinions-for-the-ditps',
  localeInQuery: false,
  fields: {
    full_name: { kind: 'string', max: 200, name: true },
    email: { kind: 'email' },
    topic: { kind: 'enum', values: OPINION_TOPICS, required: chooseTopic },
    message: { kind: 'string', max: 5000, multiline: true, required: msg`Enter your opinion.` },
    consent_privacy: consent,
  },
  initial: { full_name: '', email: '', topic: '', message: '', consent_privacy: false },
};

export const jobApplicationSpec: FormSpec = {
  name: 'job-application',
  endpoint: '/api/apply-for-work-forms',
  localeInQuery: false,
  fields: {
    full_name: { kind: 'string', max: 200, name: true, required: enterName },
    email: { kind: 'email', required: enterEmail },
    phone: { kind: 'phone', required: enterPhone },
    cover_letter: { kind: 'string', max: 5000, multiline: true },
    cv: {
      kind: 'files',
      extensions: CV_EXTENSIONS,
      maxBytes: CV_MAX_BYTES,
      maxFiles: 1,
      required: msg`Attach your CV.`,
    },
    consent_privacy: consent,
  },
  initial: {
    full_name: '',
    email: '',
    phone: '',
    cover_letter: '',
    cv: [],
    consent_privacy: false,
  },
};

/**
 * "Was this page useful?" at the end of a content page (PageFeedback.tsx): the answer and an
 * optional comment. The page adds where it was asked (`page_path`, `content_type`,
 * `content_document_id`) as extra fields.
 */
export const pageFeedbackSpec: FormSpec = {
  name: 'page-feedback',
  endpoint: '/api/page-insights-contents',
  localeInQuery: false,
  fields: {
    useful: { kind: 'bool' },
    comment: { kind: 'string', max: 1000, multiline: true },
  },
  initial: { useful: false, comment: '' },
};

export const FORM_SPECS: Record<FormName, FormSpec> = {
  inquiry: inquirySpec,
  survey: surveySpec,
  complaint: complaintSpec,
  opinion: opinionSpec,
  'job-application': jobApplicationSpec,
  'page-feedback': pageFeedbackSpec,
};

/** The problem of one field (per-field rule only), or null; skipped fields have none. */
export function validateField(
  spec: FormSpec,
  field: string,
  values: FormValues,
  now?: Date,
): MessageDescriptor | null {
  const rule = spec.fields[field];
  if (!rule || spec.skip?.(values).includes(field)) return null;
  return checkField(rule, values[field], now);
}

/** Every problem of the form, per-field rules first, then the cross-field rules. */
export function validateForm(spec: FormSpec, values: FormValues, now?: Date): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(spec.fields)) {
    const problem = validateField(spec, field, values, now);
    if (problem) errors[field] = problem;
  }
  return { ...errors, ...(spec.cross?.(values, errors) ?? {}) };
}

/** Errors in the order the fields appear on the page (the summary lists them that way). */
export function orderedErrors(
  spec: FormSpec,
  errors: FieldErrors,
): Array<[string, MessageDescriptor]> {
  const order = Object.keys(spec.fields);
  return Object.entries(errors).sort(([a], [b]) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib);
  });
}

/** The POST path, with `?locale=` for the forms whose endpoint takes it. */
export function endpointFor(spec: FormSpec, locale: Locale): string {
  return spec.localeInQuery
    ? `${spec.endpoint}?locale=${encodeURIComponent(locale)}`
    : spec.endpoint;
}

/**
 * The `{ data }` body: trimmed texts, blank optional fields left out, ratings as integers,
 * yes/no as booleans, files as the attachment tokens the uploads returned, the visitor's locale as
 * `submitted_locale` when the endpoint does not take `?locale=`. Skipped fields (an anonymous
 * complainant's contact details) are never sent, even if typed before ticking "anonymous".
 */
export function toPayload(
  spec: FormSpec,
  values: FormValues,
  ctx: PayloadContext,
): { data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  const skipped = new Set(spec.skip?.(values) ?? []);
  for (const [field, rule] of Object.entries(spec.fields)) {
    if (skipped.has(field)) continue;
    const v = values[field];
    switch (rule.kind) {
      case 'bool':
      case 'consent':
        data[field] = v === true;
        break;
      case 'int': {
        const s = typeof v === 'string' ? v.trim() : '';
        if (s !== '') data[field] = Number(s);
        break;
      }
      case 'files': {
        const tokens = ctx.uploads?.[field] ?? [];
        if (tokens.length === 0) break;
        // A single media field (the CV) takes one token; a multiple one (evidence) a list.
        data[field] = rule.maxFiles === 1 ? tokens[0] : tokens;
        break;
      }
      default: {
        const s = typeof v === 'string' ? v.trim() : '';
        if (s !== '') data[field] = s;
      }
    }
  }
  for (const [k, v] of Object.entries(ctx.extra ?? {})) if (v) data[k] = v;
  if (!spec.localeInQuery) data.submitted_locale = ctx.locale;
  return { data };
}

/** Field names of file fields (uploaded first; never kept in a draft). */
export const fileFields = (spec: FormSpec): string[] =>
  Object.entries(spec.fields)
    .filter(([, r]) => r.kind === 'files')
    .map(([f]) => f);
