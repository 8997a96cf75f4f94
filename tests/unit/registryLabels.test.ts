/**
 * A production build keeps the registry's label ids and drops their English text
 * (site/registryLabels.ts), which the compiled catalogs must then carry in every locale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../design-system';
import { COLLECTIONS } from '../../site/cms/collections';
import { withoutRegistryMessages } from '../../site/registryLabels';

const source = readFileSync(join(import.meta.dirname, '../../site/cms/collections.ts'), 'utf8');

describe("the registry's labels in a production build", () => {
  it('keep every id and lose every English message', () => {
    const built = withoutRegistryMessages(source);
    const ids = [...source.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)'/g)].map((m) => m[1]);
    expect(ids).toHaveLength(COLLECTIONS.length);
    for (const id of ids) expect(built).toContain(`/*i18n*/ { id: '${id}' }`);
    expect(built).not.toMatch(/\/\*i18n\*\/[^}]*message/);
    // Nothing else changes.
    expect(built.replace(/\s+/g, '')).toBe(
      source.replace(/,\s*message:\s*'(?:[^'\\]|\\.)*'(?=\s*\})/g, '').replace(/\s+/g, ''),
    );
  });

  it.each(LOCALES)('the %s catalog translates every label', (locale) => {
    const catalog = readFileSync(
      join(import.meta.dirname, `../../locales/${locale}/messages.po`),
      'utf8',
    );
    for (const c of COLLECTIONS) {
      const entry = new RegExp(
        `msgid "${c.label.message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\nmsgstr "(.+)"`,
      ).exec(catalog);
      expect(entry?.[1], `${locale}: ${c.key}`).toBeTruthy();
    }
  });
});
