/* eslint-disable @typescript-eslint/no-explicit-any -- the CMS answers untyped JSON */
/**
 * Starts the real Strapi CMS once for the `cms` Vitest project: a fresh throwaway SQLite DB under
 * cms/.tmp/ (or the PostgreSQL database given by DATABASE_* when DATABASE_CLIENT=postgres), its own
 * upload folder, a random preview secret and a full-access API token for reading form entries back
 * (the public role can never read them), and a mail catcher (maildev on free ports) that receives
 * every e-mail the CMS sends. Provides cmsUrl, cmsPreviewSecret, cmsToken and maildevUrl.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminCredentials, startCms } from '../../scripts/cms.mjs';
import { TEST_RATE_LIMITS } from '../../scripts/lib/altcha.mjs';
import { startMaildev } from '../../scripts/lib/maildev.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    cmsPreviewSecret: string;
    cmsToken: string;
    cmsAdminJwt: string;
    cmsLogFile: string;
    maildevUrl: string;
    /** This CMS's folders: public (uploads/ inside), private attachments, multipart temp files. */
    cmsPublicDir: string;
    cmsPrivateDir: string;
    cmsTmpDir: string;
    /** The Strapi process (its memory is watched by the image-bomb test). */
    cmsPid: number;
    /** The CMS's SQLite file ('' when it runs on PostgreSQL). */
    cmsDbFile: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

export async function adminTokens(url: string): Promise<{ jwt: string; apiToken: string }> {
  const { email, password } = adminCredentials();
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: any = await login.json();
  const jwt = body?.data?.token ?? body?.data?.accessToken;
  if (!login.ok || !jwt)
    throw new Error(`admin login failed: ${login.status} ${JSON.stringify(body).slice(0, 300)}`);
  const res = await fetch(`${url}/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      name: `cms-tests-${Date.now()}`,
      description: 'created by tests/cms/global-setup.ts',
      type: 'full-access',
      lifespan: null,
    }),
  });
  const tok: any = await res.json();
  if (!res.ok || !tok?.data?.accessKey)
    throw new Error(
      `api token creation failed: ${res.status} ${JSON.stringify(tok).slice(0, 300)}`,
    );
  return { jwt, apiToken: tok.data.accessKey };
}

/**
 * Starts the CMS for a test project. `env` adds to (or overrides) the CMS's environment; the `cms`
 * project gives one client address room for every test (TEST_RATE_LIMITS), the `security` project
 * keeps the production limits and trusts X-Forwarded-For so each test can play its own visitor.
 */
export async function startTestCms(project: TestProject, env: Record<string, string> = {}) {
  const id = `test-${process.pid}-${Date.now()}`;
  const dbFile = path.join(root, 'cms', '.tmp', `${id}.db`);
  const publicDir = path.join(root, 'cms', '.tmp', `${id}-public`);
  const privateDir = path.join(root, 'cms', '.tmp', `${id}-private`);
  const tmpDir = path.join(root, 'cms', '.tmp', `${id}-incoming`);
  const previewSecret = randomBytes(32).toString('base64url');
  const started = Date.now();
  const mail = await startMaildev();
  const cms = await startCms({
    port: 0,
    dbFile: process.env.DATABASE_CLIENT === 'postgres' ? undefined : dbFile,
    env: {
      PREVIEW_SECRET: previewSecret,
      STRAPI_PUBLIC_DIR: publicDir,
      PRIVATE_UPLOAD_DIR: privateDir,
      UPLOAD_TMP_DIR: tmpDir,
      ...mail.smtpEnv,
      ...env,
    },
    // first start on an empty database on a busy 2-core CI machine can take minutes
    timeoutMs: 600_000,
  }).catch(async (e: unknown) => {
    await mail.stop();
    throw e;
  });
  console.log(
    `[cms tests] Strapi ready at ${cms.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${cms.logFile})`,
  );
  try {
    project.provide('cmsUrl', cms.url);
    project.provide('maildevUrl', mail.url);
    project.provide('cmsPreviewSecret', previewSecret);
    project.provide('cmsLogFile', cms.logFile ?? '');
    project.provide('cmsPublicDir', publicDir);
    project.provide('cmsPrivateDir', privateDir);
    project.provide('cmsTmpDir', tmpDir);
    project.provide('cmsPid', cms.pid);
    project.provide('cmsDbFile', process.env.DATABASE_CLIENT === 'postgres' ? '' : dbFile);
    const { jwt, apiToken } = await adminTokens(cms.url);
    project.provide('cmsToken', apiToken);
    project.provide('cmsAdminJwt', jwt);
  } catch (e) {
    await cms.stop();
    await mail.stop();
    throw e;
  }
  return async () => {
    await cms.stop();
    await mail.stop();
    for (const p of [
      dbFile,
      `${dbFile}-wal`,
      `${dbFile}-shm`,
      `${dbFile}-journal`,
      publicDir,
      privateDir,
      tmpDir,
    ]) {
      rmSync(p, { recursive: true, force: true });
    }
  };
}

export default function setup(project: TestProject) {
  // An easy proof of work: these tests post hundreds of forms; tests/security keeps the real one.
  return startTestCms(project, { ...TEST_RATE_LIMITS, ALTCHA_COST: '1', ALTCHA_COUNTER_MAX: '50' });
}
