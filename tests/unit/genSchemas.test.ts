/**
 * The CMS schema generator (cms/scripts/gen-schemas.mjs) never destroys hand-written code and its
 * output is committed as it generates it: run on a copy of cms/src, it changes, adds and removes
 * nothing (the custom APIs such as src/api/search, the controllers, routes and services survive).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const cms = join(process.cwd(), 'cms');

/** Every file under `dir` (relative path -> content). */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

describe('the schema generator', () => {
  const copy = mkdtempSync(join(tmpdir(), 'gen-schemas-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('run on the committed tree changes nothing and keeps the hand-written APIs', () => {
    cpSync(join(cms, 'src'), join(copy, 'src'), { recursive: true });
    const before = files(join(copy, 'src'));
    expect(before.has('api/search/routes/search.ts')).toBe(true);

    execFileSync(process.execPath, [join(cms, 'scripts', 'gen-schemas.mjs')], {
      cwd: copy,
      env: { ...process.env, GEN_SCHEMAS_ROOT: copy },
    });

    const after = files(join(copy, 'src'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const changed = [...after].filter(([f, text]) => before.get(f) !== text).map(([f]) => f);
    expect(
      changed,
      `regenerated files differ from the committed ones: ${changed.join(', ')}`,
    ).toEqual([]);
  });
});
