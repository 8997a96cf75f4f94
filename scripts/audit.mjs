#!/usr/bin/env node
// @ts-check
/**
 * `npm run audit`: `npm audit --omit=dev --audit-level=high` over the production dependencies.
 *  - high or critical advisories: lists them and fails;
 *  - none (or only low/moderate): says so and passes;
 *  - the registry's audit endpoint unreachable or not supported (a mirror or proxy answering
 *    404/405/501, a 5xx, no network): says the audit was skipped and passes. An audit that could
 *    not run is reported as such, never as "no advisories";
 *  - anything else (no lockfile, output that is not npm's JSON, a refused login): fails.
 * `classifyAudit` holds the decision; tests/unit/audit.test.ts covers it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Severities that fail the audit. */
export const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * HTTP answers that mean "this registry does not do audits" or "it is down", not "vulnerable".
 *
 * @param {number} status
 */
const UNAVAILABLE_STATUS = (status) =>
  status === 404 || status === 405 || status === 501 || (status >= 500 && status <= 599);

/** npm / Node error codes of a registry that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENOTCONN',
  'ECONNABORTED',
]);

/**
 * npm's JSON output, parsed and not checked against any shape (hence `any`, as JSON.parse gives).
 *
 * @param {string} text
 * @returns {any}
 */
const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Decides what one `npm audit --json` run means.
 * @param {{ status: number | null, stdout: string, stderr: string }} run
 * @returns {{ outcome: 'clean' | 'vulnerable' | 'unavailable' | 'failed', lines: string[] }}
 */
export function classifyAudit({ status, stdout, stderr }) {
  const json = parseJson(stdout.trim());

  // A report: npm 7+ (auditReportVersion 2) has metadata.vulnerabilities with counts per severity.
  const counts = json?.metadata?.vulnerabilities;
  if (counts && typeof counts === 'object') {
    const failing = Object.entries(json.vulnerabilities ?? {}).filter(([, v]) =>
      FAILING_SEVERITIES.includes(v?.severity),
    );
    const total = FAILING_SEVERITIES.reduce((n, s) => n + (Number(counts[s]) || 0), 0);
    if (failing.length > 0 || total > 0) {
      return {
        outcome: 'vulnerable',
        lines: [
          `npm audit: ${counts.critical ?? 0} critical and ${counts.high ?? 0} high advisories in production dependencies:`,
          ...failing.map(([name, v]) => {
            // Part of npm's parsed JSON (see parseJson): advisory objects and names of packages.
            const vias = /** @type {any[]} */ (v.via ?? []);
            const titles = vias
              .filter((via) => via && typeof via === 'object' && via.title)
              .map((via) => `${via.title}${via.url ? ` (${via.url})` : ''}`);
            const through = vias.filter((via) => typeof via === 'string');
            return `  ${name} (${v.severity}): ${titles.join('; ') || `through ${through.join(', ')}`}${v.fixAvailable ? ' [fix available: npm audit fix]' : ''}`;
          }),
        ],
      };
    }
    const others = ['info', 'low', 'moderate']
      .filter((s) => Number(counts[s]) > 0)
      .map((s) => `${counts[s]} ${s}`);
    return {
      outcome: 'clean',
      lines: [
        `npm audit: no high or critical advisories in production dependencies${others.length ? ` (${others.join(', ')})` : ''}.`,
      ],
    };
  }

  // No report: why did npm not produce one? Its JSON error first, then its stderr.
  const statusCode = Number(json?.statusCode ?? json?.error?.statusCode) || undefined;
  const code = json?.code ?? json?.error?.code ?? /npm error code (\S+)/.exec(stderr)?.[1];
  const warned = Number(/npm (?:warn|WARN) audit (\d{3})\b/.exec(stderr)?.[1]) || undefined;
  const httpStatus = statusCode ?? warned;
  const message =
    json?.message ?? json?.error?.summary ?? /npm error (?!code)(.+)/.exec(stderr)?.[1] ?? '';
  if (
    (httpStatus !== undefined && UNAVAILABLE_STATUS(httpStatus)) ||
    (code !== undefined && UNREACHABLE_CODES.has(code))
  ) {
    return {
      outcome: 'unavailable',
      lines: [
        'npm audit: registry audit endpoint unavailable here, skipped' +
          ` (${httpStatus ? `HTTP ${httpStatus}` : code}${message ? `: ${message}` : ''}).`,
      ],
    };
  }
  return {
    outcome: 'failed',
    lines: [
      `npm audit could not run (exit ${status ?? 'signal'}${code ? `, ${code}` : ''}${httpStatus ? `, HTTP ${httpStatus}` : ''}):`,
      ...(message ? [`  ${message}`] : []),
      ...stderr
        .split('\n')
        .filter((l) => l.trim() && !/Unknown user config/.test(l))
        .slice(-10)
        .map((l) => `  ${l}`),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { outcome, lines } = classifyAudit({
    status: run.status,
    stdout: run.stdout ?? '',
    stderr: `${run.stderr ?? ''}${run.error ? `\nnpm error ${run.error.message}` : ''}`,
  });
  const print = outcome === 'vulnerable' || outcome === 'failed' ? console.error : console.log;
  for (const line of lines) print(line);
  process.exit(outcome === 'vulnerable' || outcome === 'failed' ? 1 : 0);
}
