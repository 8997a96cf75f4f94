/**
 * The site's form rules and the CMS's are one set of rules: every field the visitor fills in has
 * the same kind, limit, text rule, choices and upload limits on both sides, so a form that passes
 * in the browser is never refused by the CMS for a rule the visitor could not see (and the CMS's
 * refusals always map back to a field). The text checks themselves are one shared module
 * (cms/src/model/text.ts).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_SPECS as CMS_SPECS, type FieldSpec } from '../../../cms/src/forms/specs';
import { FORM_SPECS as SITE_SPECS } from '../../../site/forms/specs';
import type { FieldRule } from '../../../site/forms/rules';

const apiDir = path.resolve(import.meta.dirname, '../../../cms/src/api');
const uidByPlural = new Map<string, string>();
for (const d of readdirSync(apiDir)) {
  const f = path.join(apiDir, d, 'content-types', d, 'schema.json');
  if (existsSync(f))
    uidByPlural.set(JSON.parse(readFileSync(f, 'utf8')).info.pluralName, `api::${d}.${d}`);
}

/** What the CMS rule says, in the site's terms. */
function expected(spec: FieldSpec): Record<string, unknown> {
  switch (spec.kind) {
    case 'string':
      return {
        kind: 'string',
        max: spec.max,
        multiline: Boolean(spec.multiline),
        name: Boolean(spec.name),
      };
    case 'bool':
      return spec.mustBeTrue ? { kind: 'consent' } : { kind: 'bool' };
    case 'enum':
      return { kind: 'enum', values: [...spec.values] };
    case 'int':
      return { kind: 'int', min: spec.min, max: spec.max };
    case 'media':
      return { kind: 'files', maxBytes: spec.maxBytes, maxFiles: 1 };
    case 'mediaList':
      return { kind: 'files', maxBytes: spec.maxBytes, maxFiles: spec.maxFiles };
    default:
      return { kind: spec.kind };
  }
}

function actual(rule: FieldRule): Record<string, unknown> {
  switch (rule.kind) {
    case 'string':
      return {
        kind: 'string',
        max: rule.max,
        multiline: Boolean(rule.multiline),
        name: Boolean(rule.name),
      };
    case 'enum':
      return { kind: 'enum', values: [...rule.values] };
    case 'int':
      return { kind: 'int', min: rule.min, max: rule.max };
    case 'files':
      return { kind: 'files', maxBytes: rule.maxBytes, maxFiles: rule.maxFiles };
    default:
      return { kind: rule.kind };
  }
}

describe('the site and the CMS check forms with the same rules', () => {
  for (const site of Object.values(SITE_SPECS)) {
    it(`${site.name}: every field matches the CMS's rule`, () => {
      const uid = uidByPlural.get(site.endpoint.replace('/api/', ''));
      expect(uid, site.endpoint).toBeDefined();
      const cms = CMS_SPECS[uid!]!;
      for (const [field, rule] of Object.entries(site.fields)) {
        expect(cms.fields[field], `${site.name}.${field} exists in the CMS`).toBeDefined();
        expect(actual(rule), `${site.name}.${field}`).toEqual(expected(cms.fields[field]!));
        const required = cms.fields[field]!.required === true;
        const siteRequired = 'required' in rule && Boolean(rule.required);
        // conditional requirements (a named complaint) are cross rules on both sides
        // (a yes/no box always has a value, so it needs no "required" message)
        if (required && rule.kind !== 'bool')
          expect(siteRequired, `${site.name}.${field} required`).toBe(true);
      }
      for (const [field, spec] of Object.entries(cms.fields)) {
        if (spec.required && !(field in site.fields)) {
          // filled by the page itself (the job's reference), never by the visitor
          expect(
            ['position', 'page_path'],
            `${site.name}.${field} has no field on the page`,
          ).toContain(field);
        }
      }
    });
  }
});
