import {
  CV_MAX_BYTES,
  CV_MIME,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_MAX_FILES,
  EVIDENCE_MIME,
} from '../utils/upload-types';

import { INQUIRY_TOPICS, OPINION_TOPICS, VISITOR_TYPES } from '../model/forms';
import { LOCALES } from '../model/locales';

export { LOCALES };

export type FieldSpec =
  /**
   * Text. `multiline` fields keep line breaks (and may hold zero-width characters, which Thai and
   * other scripts use); one-line fields refuse every invisible character. `name`: must hold a letter.
   */
  | { kind: 'string'; required?: boolean; max: number; multiline?: boolean; name?: boolean }
  | { kind: 'email'; required?: boolean; lowercase?: boolean }
  | { kind: 'phone'; required?: boolean }
  | { kind: 'enum'; required?: boolean; values: readonly string[] }
  | { kind: 'bool'; required?: boolean; mustBeTrue?: boolean }
  | { kind: 'int'; required?: boolean; min: number; max: number }
  | { kind: 'date'; required?: boolean; notFuture?: boolean }
  | { kind: 'media'; required?: boolean; mimes: string[]; maxBytes: number }
  | { kind: 'mediaList'; required?: boolean; mimes: string[]; maxBytes: number; maxFiles: number }
  | { kind: 'documentId'; required?: boolean };

export type FormSpec = {
  fields: Record<string, FieldSpec>;
  /** Extra rules across fields, run after the per-field checks. */
  cross?: 'complaint' | 'job';
};

const locale: FieldSpec = { kind: 'enum', values: LOCALES };
const consent: FieldSpec = { kind: 'bool', required: true, mustBeTrue: true };
const rating = (required: boolean): FieldSpec => ({ kind: 'int', required, min: 1, max: 5 });
const insight = (idField: string): FormSpec => ({
  fields: {
    page_path: { kind: 'string', required: true, max: 500 },
    useful: { kind: 'bool', required: true },
    comment: { kind: 'string', max: 1000, multiline: true },
    [idField]: { kind: 'documentId' },
    ...(idField === 'content_document_id'
      ? { content_type: { kind: 'string', max: 100 } as FieldSpec }
      : {}),
    submitted_locale: locale,
  },
});

/** Server-side rules of every public form (documented in cms/README.md, "Form payloads"). */
export const FORM_SPECS: Record<string, FormSpec> = {
  'api::inquiry.inquiry': {
    fields: {
      full_name: { kind: 'string', required: true, max: 200, name: true },
      organization: { kind: 'string', max: 200 },
      email: { kind: 'email', required: true },
      phone: { kind: 'phone' },
      topic: {
        kind: 'enum',
        required: true,
        values: INQUIRY_TOPICS,
      },
      message: { kind: 'string', required: true, max: 5000, multiline: true },
      consent_privacy: consent,
      submitted_locale: locale,
    },
  },
  'api::survey-form.survey-form': {
    fields: {
      overall_satisfaction: rating(true),
      ease_of_finding: rating(true),
      content_usefulness: rating(true),
      service_speed: rating(false),
      visitor_type: {
        kind: 'enum',
        values: VISITOR_TYPES,
      },
      comments: { kind: 'string', max: 3000, multiline: true },
      email: { kind: 'email' },
      submitted_locale: locale,
    },
  },
  'api::corruption-and-misconduct-complaint-form.corruption-and-misconduct-complaint-form': {
    cross: 'complaint',
    fields: {
      anonymous: { kind: 'bool', required: true },
      full_name: { kind: 'string', max: 200, name: true },
      email: { kind: 'email' },
      phone: { kind: 'phone' },
      address: { kind: 'string', max: 1000, multiline: true },
      subject: { kind: 'string', required: true, max: 255 },
      details: { kind: 'string', required: true, max: 10000, multiline: true },
      incident_date: { kind: 'date', notFuture: true },
      incident_place: { kind: 'string', max: 255 },
      persons_involved: { kind: 'string', max: 2000, multiline: true },
      evidence: {
        kind: 'mediaList',
        mimes: EVIDENCE_MIME,
        maxBytes: EVIDENCE_MAX_BYTES,
        maxFiles: EVIDENCE_MAX_FILES,
      },
      consent_privacy: consent,
      submitted_locale: locale,
    },
  },
  'api::opinions-for-the-ditp.opinions-for-the-ditp': {
    fields: {
      full_name: { kind: 'string', max: 200, name: true },
      email: { kind: 'email' },
      topic: { kind: 'enum', required: true, values: OPINION_TOPICS },
      message: { kind: 'string', required: true, max: 5000, multiline: true },
      consent_privacy: consent,
      submitted_locale: locale,
    },
  },
  'api::apply-for-work-form.apply-for-work-form': {
    cross: 'job',
    fields: {
      full_name: { kind: 'string', required: true, max: 200, name: true },
      email: { kind: 'email', required: true },
      phone: { kind: 'phone', required: true },
      position: { kind: 'documentId', required: true },
      position_title: { kind: 'string', max: 255 },
      cover_letter: { kind: 'string', max: 5000, multiline: true },
      cv: { kind: 'media', required: true, mimes: CV_MIME, maxBytes: CV_MAX_BYTES },
      consent_privacy: consent,
      submitted_locale: locale,
    },
  },
  // Double opt-in: the controller answers the same whatever the address's state (src/newsletter).
  'api::subscribe-to-news-entry.subscribe-to-news-entry': {
    fields: {
      email: { kind: 'email', required: true, lowercase: true },
      submitted_locale: locale,
    },
  },
  'api::page-insights-content.page-insights-content': insight('content_document_id'),
  'api::page-insights-author.page-insights-author': insight('author_document_id'),
  'api::page-insights-category.page-insights-category': insight('category_document_id'),
};
