/**
 * Logs an operator can use, with no personal data: an inquiry whose insert fails (a SQLite trigger
 * raises for a marker) carries made-up personal data; the CMS answers a 5xx; its log file is JSON
 * lines only, without colour codes, the failure's lines carry the request's id (the one the client
 * sent as X-Request-Id, returned in the answer), the request line has method, path without the
 * query string, status and duration, and none of the personal data (name, e-mail, phone, message,
 * the bearer token sent along) appears anywhere in the file.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verificationToken } from '../../scripts/lib/altcha.mjs';
import { copySeeded, Sqlite, startCms, stopAll, tmpRoot } from './support/cms';

const work = path.join(tmpRoot, `logs-${process.pid}`);

afterAll(async () => {
  await stopAll();
  rmSync(work, { recursive: true, force: true });
});

describe('logs', () => {
  it('a failed insert logs JSON lines with the request id and no personal data', async () => {
    const seeded = await copySeeded(path.join(work, 'db'));
    const db = new Sqlite(seeded.db);
    db.exec(
      `create trigger fault_log_test before insert on inquiries when new.message like 'trigger-500%' begin select raise(abort, 'simulated database failure'); end;`,
    );
    db.close();
    const cms = await startCms({ dbFile: seeded.db, env: { STRAPI_PUBLIC_DIR: seeded.pub } });

    const personal = {
      full_name: 'Somchai Jaidee-Logtest',
      email: 'somchai.logtest@example.com',
      phone: '+66 81 234 5678',
      organization: 'Logtest Rice Exporters',
      message: 'trigger-500 my secret complaint about Khun Prasert',
    };
    const token = 'logtest-bearer-token-0123456789abcdef';
    const requestId = 'req-logtest-42';
    // a query string that must never reach the log (forms take none but locale: on a read)
    await fetch(`${cms.url}/api/posts?locale=th&utm_source=logtest-query`);
    const res = await fetch(`${cms.url}/api/inquiries?locale=th`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-debug-token': token,
        'idempotency-key': randomUUID(),
        'x-verification-token': await verificationToken(cms.url),
      },
      body: JSON.stringify({ data: { ...personal, topic: 'other', consent_privacy: true } }),
    });
    const answer = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    for (const v of Object.values(personal)) expect(answer).not.toContain(v);

    // A request without an id gets one.
    const plain = await fetch(`${cms.url}/_health/live`);
    const madeId = plain.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    await cms.stop();

    const text = readFileSync(cms.logFile, 'utf8');
    expect(text.includes('\u001b['), 'colour codes in the log').toBe(false);
    const lines = text.split('\n').filter((l) => l.trim() !== '');
    const parsed = lines.map((l) => {
      try {
        return JSON.parse(l);
      } catch {
        throw new Error(`not a JSON line: ${l.slice(0, 200)}`);
      }
    });
    for (const v of [
      ...Object.values(personal),
      'Somchai',
      '234 5678',
      'Khun Prasert',
      token,
      'logtest-query',
    ]) {
      expect(text, `the log must not contain "${v}"`).not.toContain(v);
    }
    const mine = parsed.filter((p) => p.requestId === requestId);
    const requestLine = mine.find((p) => p.msg === 'request');
    expect(requestLine).toMatchObject({
      level: 'http',
      method: 'POST',
      path: '/api/inquiries',
      status: res.status,
    });
    expect(typeof requestLine.durationMs).toBe('number');
    const errorLines = mine.filter((p) => p.level === 'error');
    expect(errorLines.length, 'the failure is logged with the request id').toBeGreaterThan(0);
    expect(JSON.stringify(errorLines)).toMatch(/simulated database failure/);
    expect(JSON.stringify(errorLines)).toMatch(/insert into `inquiries`/);
    expect(parsed.some((p) => p.requestId === madeId && p.path === '/_health/live')).toBe(true);
    console.log(
      `[logs] ${lines.length} lines, all JSON; the failure's error line: ${JSON.stringify(errorLines[0]).slice(0, 400)}`,
    );
  });
});
