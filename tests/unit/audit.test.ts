import { describe, expect, it } from 'vitest';
import { classifyAudit } from '../../scripts/audit.mjs';

type Outcome = { outcome: string; lines: string[] };
const classify = (run: { status: number | null; stdout: string; stderr?: string }): Outcome =>
  classifyAudit({ stderr: '', ...run });

/** npm 10's `npm audit --json` report (auditReportVersion 2), trimmed to what matters. */
const report = (
  vulnerabilities: Record<string, { severity: string; via: unknown[]; fixAvailable?: boolean }>,
) => {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const v of Object.values(vulnerabilities)) {
    counts[v.severity as keyof typeof counts] += 1;
    counts.total += 1;
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, v]) => [name, { name, ...v }]),
    ),
    metadata: { vulnerabilities: counts, dependencies: { prod: 120, total: 120 } },
  });
};

describe('CI audit of the production dependencies', () => {
  it('fails on a high advisory and names the package and the advisory', () => {
    const result = classify({
      status: 1,
      stdout: report({
        dompurify: {
          severity: 'high',
          via: [{ title: 'XSS via crafted SVG', url: 'https://github.com/advisories/GHSA-x' }],
          fixAvailable: true,
        },
        'some-dep': { severity: 'critical', via: ['dompurify'] },
        lodash: { severity: 'moderate', via: [{ title: 'Prototype pollution' }] },
      }),
    });
    expect(result.outcome).toBe('vulnerable');
    expect(result.lines[0]).toMatch(/1 critical and 1 high/);
    expect(result.lines.join('\n')).toContain(
      'dompurify (high): XSS via crafted SVG (https://github.com/advisories/GHSA-x)',
    );
    expect(result.lines.join('\n')).toContain('some-dep (critical): through dompurify');
    expect(result.lines.join('\n')).not.toContain('lodash');
  });

  it('passes with only low and moderate advisories, and says how many', () => {
    const result = classify({
      status: 0,
      stdout: report({ lodash: { severity: 'moderate', via: [{ title: 'Prototype pollution' }] } }),
    });
    expect(result).toEqual({
      outcome: 'clean',
      lines: ['npm audit: no high or critical advisories in production dependencies (1 moderate).'],
    });
  });

  it('skips, saying so, when the registry answers 405 to the audit request (this network)', () => {
    const stdout = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    const stderr =
      'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n' +
      'npm error audit endpoint returned an error\n';
    const result = classify({ status: 1, stdout, stderr });
    expect(result.outcome).toBe('unavailable');
    expect(result.lines[0]).toMatch(
      /^npm audit: registry audit endpoint unavailable here, skipped \(HTTP 405/,
    );
  });

  it('skips when the registry cannot be reached at all', () => {
    const result = classify({
      status: 1,
      stdout: JSON.stringify({
        error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed' },
      }),
    });
    expect(result.outcome).toBe('unavailable');
    expect(result.lines[0]).toContain('(ENOTFOUND: request to https://registry.npmjs.org failed)');
  });

  it('fails when npm could not audit for another reason (no lockfile, a refused login)', () => {
    expect(
      classify({
        status: 1,
        stdout: JSON.stringify({
          error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.' },
        }),
      }).outcome,
    ).toBe('failed');
    expect(
      classify({ status: 1, stdout: JSON.stringify({ statusCode: 401, message: 'Unauthorized' }) })
        .outcome,
    ).toBe('failed');
    expect(
      classify({ status: null, stdout: '', stderr: 'npm error spawn npm ENOENT' }).outcome,
    ).toBe('failed');
  });
});
