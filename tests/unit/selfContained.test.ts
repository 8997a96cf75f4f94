/**
 * The repository explains itself: no tracked file cites a document kept outside it, every
 * relative link of the README files and docs/ leads to a file that exists, and every
 * `docs/<name>.md` cited anywhere exists, and every `docs/<name>.md#heading` names a heading of
 * that page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = normalize(join(import.meta.dirname, '../..'));
const self = 'tests/unit/selfContained.test.ts';

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f !== '' && f !== self && existsSync(join(root, f)));

/** Text of a tracked file, or null for binary files. */
function text(file: string): string | null {
  const buffer = readFileSync(join(root, file));
  if (buffer.subarray(0, 8000).includes(0)) return null;
  return buffer.toString('utf8');
}

/** References to documents that live beside the repository, not in it. */
const OUTSIDE = [
  /\.\.\/shared\b/,
  /\bDESIGN\.md\b/,
  /\bQUALITY\.md\b/,
  /\bSTACK\.md\b/,
  /site-spec/,
  /\bspec sections?\b/i,
  // findings of audits kept outside the repository ("audit F10"): cite the doc that holds the rule
  /\baudit F\d/,
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a markdown file's headings (outside fenced code), duplicates numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = slug(match[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe('the repository explains itself', () => {
  it('no tracked file refers to documents outside the repository', () => {
    const found: string[] = [];
    for (const file of tracked) {
      const content = text(file);
      if (content === null) continue;
      content.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  const markdown = [
    'README.md',
    'cms/README.md',
    'deploy/README.md',
    ...tracked.filter((f) => /^docs\/[^/]+\.md$/.test(f)),
  ];

  it.each(markdown)(
    'every relative link in %s leads to a file (and heading) that exists',
    (file) => {
      const broken: string[] = [];
      const content = readFileSync(join(root, file), 'utf8');
      content.split('\n').forEach((line, i) => {
        for (const [, target] of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
          if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
          const [path, anchor] = target.split('#');
          const resolved = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
          if (!existsSync(join(root, resolved))) {
            broken.push(`${file}:${i + 1}: ${target} (no ${resolved})`);
          } else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
            broken.push(`${file}:${i + 1}: ${target} (no heading #${anchor} in ${resolved})`);
          }
        }
      });
      expect(broken).toEqual([]);
    },
  );

  it('every docs/<page>.md#heading cited in a tracked file names a heading of that page', () => {
    const broken: string[] = [];
    const cache = new Map<string, Set<string>>();
    for (const file of tracked) {
      const content = text(file);
      if (content === null) continue;
      content.split('\n').forEach((line, i) => {
        for (const [, page, anchor] of line.matchAll(/\bdocs\/([\w-]+\.md)#([\w-]+)/g)) {
          const target = `docs/${page}`;
          if (!existsSync(join(root, target))) {
            broken.push(`${file}:${i + 1}: ${target} does not exist`);
            continue;
          }
          if (!cache.has(target)) cache.set(target, anchors(target));
          if (!cache.get(target)!.has(anchor)) {
            broken.push(`${file}:${i + 1}: no heading #${anchor} in ${target}`);
          }
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('every docs/<page>.md cited in a tracked file exists', () => {
    const missing: string[] = [];
    for (const file of tracked) {
      const content = text(file);
      if (content === null) continue;
      content.split('\n').forEach((line, i) => {
        for (const [target] of line.matchAll(/\bdocs\/[\w-]+\.md\b/g)) {
          if (!existsSync(join(root, target))) missing.push(`${file}:${i + 1}: ${target}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
