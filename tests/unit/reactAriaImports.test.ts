/**
 * react-aria is used through its public API only (issue 19, point 5): no import from a react-aria
 * package's private/ path (or any deep path into @react-aria/*, @react-stately/*, @react-types/*),
 * and no `UNSTABLE_` API unless it is listed below with the test that pins what the project
 * relies on from it, so an upgrade that changes it fails a test rather than the site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '../..'));
const SCANNED = ['design-system', 'site'];
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;

/** Each `UNSTABLE_` name in use, with the test that pins it (it must name the API). */
const PINNED_UNSTABLE: Record<string, string> = {
  UNSTABLE_Toast: 'tests/unit/components/popupToastPins.test.tsx',
  UNSTABLE_ToastContent: 'tests/unit/components/popupToastPins.test.tsx',
  UNSTABLE_ToastQueue: 'tests/unit/components/popupToastPins.test.tsx',
  UNSTABLE_ToastRegion: 'tests/unit/components/popupToastPins.test.tsx',
};

const REACT_ARIA_PACKAGE =
  /^(react-aria|react-aria-components|react-stately|@react-aria\/[^/]+|@react-stately\/[^/]+|@react-types\/[^/]+|@internationalized\/[^/]+)(\/.*)?$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

const sources = SCANNED.flatMap(files).map((file) => ({
  file: relative(root, join(root, file)),
  text: readFileSync(join(root, file), 'utf8'),
}));

/** Module specifiers: static imports and re-exports, dynamic import(), require(). */
function specifiers(text: string) {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** A react-aria specifier that is not a public entry point. */
export function isPrivateReactAria(specifier: string): boolean {
  const match = REACT_ARIA_PACKAGE.exec(specifier);
  if (!match) return false;
  const [, name, subpath = ''] = match;
  if (subpath === '') return false;
  if (/(^|\/)(private|src|dist)(\/|$)/.test(subpath)) return true;
  // Scoped packages (@react-aria/utils, …) are used by their main entry only.
  if (name!.startsWith('@')) return true;
  // react-aria and react-aria-components publish one public file per export (react-aria/useLink,
  // react-aria-components/Button) and i18n; anything nested deeper is not public.
  return subpath.split('/').length > 2;
}

describe('imports from react-aria packages', () => {
  it('scans the design system and the site', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some(({ text }) => text.includes('react-aria-components'))).toBe(true);
  });

  it('tells private paths from public ones', () => {
    expect(isPrivateReactAria('react-aria/private/utils/openLink')).toBe(true);
    expect(isPrivateReactAria('react-aria-components/private/Button')).toBe(true);
    expect(isPrivateReactAria('@react-aria/utils/src/openLink')).toBe(true);
    expect(isPrivateReactAria('react-aria/dist/exports/index.mjs')).toBe(true);
    expect(isPrivateReactAria('react-aria')).toBe(false);
    expect(isPrivateReactAria('react-aria/useLink')).toBe(false);
    expect(isPrivateReactAria('react-aria-components')).toBe(false);
    expect(isPrivateReactAria('@react-aria/utils')).toBe(false);
    expect(isPrivateReactAria('react-ariadne/private/x')).toBe(false);
  });

  it('never come from a private path', () => {
    const offending = sources.flatMap(({ file, text }) =>
      specifiers(text)
        .filter(isPrivateReactAria)
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('UNSTABLE_ APIs', () => {
  // react-aria marks unstable APIs with an upper-case UNSTABLE_ prefix (any use counts, not only
  // imports: RAC.UNSTABLE_Toast too). Lower-case unstable_ is other libraries' convention (swr).
  const used = new Map<string, string[]>();
  for (const { file, text } of sources)
    for (const [name] of text.matchAll(/\bUNSTABLE_\w+/g))
      used.set(name, [...(used.get(name) ?? []), file]);

  it('are used only when a test pins them', () => {
    const unpinned = [...used]
      .filter(([name]) => !(name in PINNED_UNSTABLE))
      .map(([name, where]) => `${name} in ${[...new Set(where)].join(', ')}`);
    expect(unpinned).toEqual([]);
  });

  it('each pinning test exists and names the API it pins', () => {
    const broken = Object.entries(PINNED_UNSTABLE).filter(
      ([name, test]) =>
        !existsSync(join(root, test)) || !readFileSync(join(root, test), 'utf8').includes(name),
    );
    expect(broken).toEqual([]);
  });

  it('lists no API that is no longer used (the list stays honest)', () => {
    expect(Object.keys(PINNED_UNSTABLE).filter((name) => !used.has(name))).toEqual([]);
  });

  it('come from a package pinned to one exact version', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['react-aria-components']).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
