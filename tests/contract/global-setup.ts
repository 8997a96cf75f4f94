/**
 * Starts the real Strapi CMS (scripts/cms.mjs) once for the `contract` project: a fresh throwaway
 * SQLite database and upload folder under the OS temp dir, seeded on start, and a random preview
 * secret. Provides contractCmsUrl and contractPreviewSecret.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startCms } from '../../scripts/cms.mjs';
import { TEST_RATE_LIMITS } from '../../scripts/lib/altcha.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    contractCmsUrl: string;
    contractPreviewSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ditp-contract-'));
  const previewSecret = randomBytes(32).toString('base64url');
  const started = Date.now();
  const cms = await startCms({
    port: await freePort(),
    dbFile: process.env.DATABASE_CLIENT === 'postgres' ? undefined : path.join(dir, 'data.db'),
    // One address plays every visitor here (a searchAll counts as 16 search reads): the test limits.
    env: {
      PREVIEW_SECRET: previewSecret,
      STRAPI_PUBLIC_DIR: path.join(dir, 'public'),
      ...TEST_RATE_LIMITS,
    },
  });
  console.log(
    `[contract] Strapi ready at ${cms.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${cms.logFile})`,
  );
  project.provide('contractCmsUrl', cms.url);
  project.provide('contractPreviewSecret', previewSecret);
  return async () => {
    await cms.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
