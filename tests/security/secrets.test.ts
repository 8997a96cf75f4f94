/**
 * A production CMS never runs on public defaults: every secret set, at least 32 bytes, not a
 * documented local value, and a real admin password. Each bad configuration is started for real
 * and must stop at once, saying why.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretProblem, secretsRequired } from '../../cms/src/utils/local-secrets';
import { freePort, startCms } from '../../scripts/cms.mjs';

describe('what counts as "secrets required"', () => {
  it('production always; elsewhere REQUIRE_SECRETS read leniently', () => {
    for (const v of ['1', 'true', 'TRUE', 'True', 'yes', 'YES', ' on ']) {
      expect(secretsRequired({ REQUIRE_SECRETS: v, NODE_ENV: 'development' }), v).toBe(true);
    }
    for (const v of ['', '0', 'false', 'no']) {
      expect(secretsRequired({ REQUIRE_SECRETS: v, NODE_ENV: 'development' }), v).toBe(false);
      expect(
        secretsRequired({ REQUIRE_SECRETS: v, NODE_ENV: 'production' }),
        `production ${v}`,
      ).toBe(true);
    }
  });

  it('refuses unset, short and documented values', () => {
    expect(secretProblem('JWT_SECRET', undefined)).toMatch(/not set/);
    expect(secretProblem('JWT_SECRET', 'x')).toMatch(/shorter than 32 bytes/);
    expect(secretProblem('PREVIEW_SECRET', 'ditp-local-preview-secret')).toMatch(
      /shorter|documented/,
    );
    expect(secretProblem('JWT_SECRET', 'a-long-enough-secret-value-of-40-bytes!!')).toBeNull();
  });
});

describe('a production CMS refuses to start on weak secrets', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    [
      'a short ADMIN_JWT_SECRET',
      { ADMIN_JWT_SECRET: 'x' },
      /ADMIN_JWT_SECRET is shorter than 32 bytes/,
    ],
    ['an unset JWT_SECRET', { JWT_SECRET: '' }, /JWT_SECRET is not set/],
    [
      'the documented preview secret',
      { PREVIEW_SECRET: 'ditp-local-preview-secret' },
      /PREVIEW_SECRET is (shorter|a documented)/,
    ],
    ['no admin password', { CMS_ADMIN_PASSWORD: '' }, /CMS_ADMIN_PASSWORD is not set/],
    [
      'the documented admin password',
      { CMS_ADMIN_PASSWORD: 'Ditp-Local-Admin-2025!' },
      /documented local password/,
    ],
  ];
  for (const [name, env, reason] of cases) {
    it(`stops on ${name}`, async () => {
      const dbFile = path.join(
        import.meta.dirname,
        '../../cms/.tmp',
        `secrets-${process.pid}-${Date.now()}.db`,
      );
      let log = '';
      try {
        const cms = await startCms({
          port: await freePort(),
          dbFile,
          env: { ...env, REQUIRE_SECRETS: 'false' },
          timeoutMs: 120_000,
        });
        await cms.stop();
        throw new Error('the CMS started');
      } catch (e) {
        const m = /see (\S+)$/.exec((e as Error).message);
        expect((e as Error).message).toMatch(/exited during start-up/);
        log = m ? readFileSync(m[1], 'utf8') : '';
      } finally {
        rmSync(dbFile, { force: true });
      }
      expect(log).toMatch(reason);
    });
  }
});
