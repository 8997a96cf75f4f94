/**
 * Every dependency is pinned to one exact version in every package.json (site and CMS), and the
 * lockfile records that same version: an install on another day or machine builds what was tested
 * (docs/conventions.md, "Dependencies").
 */
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '../..'));
const EXACT = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'overrides'] as const;

type Manifest = Partial<Record<(typeof SECTIONS)[number], Record<string, unknown>>>;
type Lock = { packages: Record<string, { version?: string }> };

function read<T>(file: string): T {
  return JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
}

describe.each(['', 'cms/'])('%spackage.json', (dir) => {
  const manifest = read<Manifest>(`${dir}package.json`);
  const lock = read<Lock>(`${dir}package-lock.json`);
  const entries = SECTIONS.flatMap((section) =>
    Object.entries(manifest[section] ?? {}).map(([name, range]) => ({ section, name, range })),
  );

  it('declares dependencies', () => {
    expect(entries.length).toBeGreaterThan(5);
  });

  it('pins every dependency to an exact version', () => {
    const loose = entries
      .filter(({ range }) => typeof range !== 'string' || !EXACT.test(range))
      .map(({ section, name, range }) => `${section} ${name} ${JSON.stringify(range)}`);
    expect(loose).toEqual([]);
  });

  it('installs the pinned version (package-lock.json agrees)', () => {
    const differ = entries
      .filter(({ section }) => section !== 'overrides')
      .filter(({ name, range }) => {
        const installed = lock.packages[`node_modules/${name}`]?.version;
        return installed !== undefined && installed !== range;
      })
      .map(
        ({ name, range }) =>
          `${name}: ${range} vs ${lock.packages[`node_modules/${name}`]?.version}`,
      );
    expect(differ).toEqual([]);
  });
});
