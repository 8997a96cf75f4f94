#!/usr/bin/env node
/**
 * Deploy-time step: writes a ready-to-run nginx configuration for one environment.
 *
 *   node deploy/configure.mjs --dist dist --out /etc/nginx/ditp \
 *     [--root /srv/ditp/dist] [--listen 80] [--cms 127.0.0.1:1337] [--page-service 127.0.0.1:8081] \
 *     [--logs /var/log/nginx] [--temp /var/lib/nginx] [--analytics ga4] [--captcha turnstile|recaptcha]
 *
 * Writes into --out: nginx.conf (deploy/nginx.conf with the `# ditp:<name>` lines set),
 * security-headers.conf, proxy.conf, and csp.conf, the Content-Security-Policy built from
 * <dist>/csp-script-hash.txt (the hash `vite build` computes for the one inline script, the
 * colour-mode head script) and the hashes of the inline <style> elements react-aria injects.
 * Then: `nginx -t -c <out>/nginx.conf`. Node built-ins only (runs on a bare server).
 * Also importable: `buildCsp(opts)`, `configure(opts)`.
 */
/* global process, console -- plain Node script */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The exact text of the <style> elements react-aria-components 1.22 inserts at run time (it has no
 * way to ship them as a stylesheet): usePress adds a touch-action rule the first time a pressable
 * renders, usePreventScroll adds an overscroll rule while a modal is open. CSP hash sources admit
 * exactly these texts and no other inline style. tests/e2e/nginx.e2e.mjs hashes every <style> on
 * every page type and fails with the hash to add here if react-aria ever changes them.
 */
export const INLINE_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

export const sha256 = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hosts each optional third party needs, added only when asked for (see deploy/README.md). */
export const OPTIONAL_SOURCES = {
  ga4: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  turnstile: {
    'script-src': ['https://challenges.cloudflare.com'],
    'frame-src': ['https://challenges.cloudflare.com'],
    'connect-src': ['https://challenges.cloudflare.com'],
  },
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
};

/**
 * @param {{ scriptHash: string, analytics?: string, captcha?: string }} opts scriptHash as in
 *   csp-script-hash.txt (`sha256-...`, without quotes)
 * @returns {string} the policy
 */
export function buildCsp({ scriptHash, analytics, captcha }) {
  if (!/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/.test(scriptHash))
    throw new Error(`configure: not a CSP hash: ${scriptHash}`);
  const d = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'${scriptHash}'`],
    // Stylesheets from the site only, plus react-aria's two fixed <style> elements by hash. No
    // 'unsafe-inline': style attributes in markup stay blocked; React and react-aria set styles
    // through the CSSOM (element.style), which CSP does not restrict.
    'style-src': ["'self'", ...INLINE_STYLES.map(sha256)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  for (const name of [analytics, captcha].filter(Boolean)) {
    const extra = OPTIONAL_SOURCES[name];
    if (!extra)
      throw new Error(
        `configure: unknown optional source "${name}" (known: ${Object.keys(OPTIONAL_SOURCES).join(', ')})`,
      );
    for (const [k, hosts] of Object.entries(extra)) {
      d[k] = [...d[k].filter((v) => v !== "'none'"), ...hosts];
    }
  }
  return Object.entries(d)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Replaces the value of every `# ditp:<name>` line of nginx.conf with the given directive value. */
export function setMarkedLines(conf, values) {
  const seen = new Set();
  const out = conf.replace(
    /^([ \t]*)(\S+)[ \t]+[^;\n]*;([ \t]*)# ditp:(\w+)[ \t]*$/gm,
    (line, indent, directive, gap, name) => {
      if (!(name in values) || values[name] == null) return line;
      seen.add(name);
      return `${indent}${directive} ${values[name]};${gap}# ditp:${name}`;
    },
  );
  for (const name of Object.keys(values)) {
    if (values[name] != null && !seen.has(name))
      throw new Error(`configure: no "# ditp:${name}" line in nginx.conf`);
  }
  return out;
}

/**
 * @param {{ dist: string, out: string, root?: string, listen?: string, cms?: string, pageService?: string, logs?: string, temp?: string, analytics?: string, captcha?: string }} o
 *   cms and pageService: `host:port` of Strapi and of the page service
 *   (dist-server/page-service.mjs, which renders the pages and answers HEAD for them)
 */
export function configure(o) {
  const dist = resolve(o.dist);
  const scriptHash = readFileSync(join(dist, 'csp-script-hash.txt'), 'utf8').trim();
  const csp = buildCsp({ scriptHash, analytics: o.analytics, captcha: o.captcha });
  const out = resolve(o.out);
  mkdirSync(out, { recursive: true });
  const logs = o.logs && resolve(o.logs);
  const temp = o.temp && resolve(o.temp);
  const conf = setMarkedLines(readFileSync(join(here, 'nginx.conf'), 'utf8'), {
    root: resolve(o.root ?? dist),
    listen: o.listen,
    cms: o.cms,
    page_service: o.pageService ?? o['page-service'],
    error_log: logs && `${join(logs, 'error.log')} warn`,
    access_log: logs && join(logs, 'access.log'),
    client_body_temp_path: temp && join(temp, 'body'),
    proxy_temp_path: temp && join(temp, 'proxy'),
    fastcgi_temp_path: temp && join(temp, 'fastcgi'),
    uwsgi_temp_path: temp && join(temp, 'uwsgi'),
    scgi_temp_path: temp && join(temp, 'scgi'),
  });
  if (logs) mkdirSync(logs, { recursive: true });
  if (temp) mkdirSync(temp, { recursive: true });
  writeFileSync(join(out, 'nginx.conf'), conf);
  for (const f of ['security-headers.conf', 'proxy.conf'])
    writeFileSync(join(out, f), readFileSync(join(here, f)));
  writeFileSync(
    join(out, 'csp.conf'),
    `# Generated by deploy/configure.mjs from ${join(dist, 'csp-script-hash.txt')} on ${new Date().toISOString()}.\n` +
      `# Regenerate on every deploy: the script hash changes when the colour-mode head script does.\n` +
      `add_header Content-Security-Policy "${csp}" always;\n`,
  );
  return { out, csp, conf: join(out, 'nginx.conf') };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const args = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--([\w-]+)(?:=(.*))?$/);
    if (!m) throw new Error(`configure: unexpected argument ${argv[i]}`);
    args[m[1]] = m[2] ?? argv[++i];
  }
  if (!args.dist || !args.out) {
    console.error(
      'usage: node deploy/configure.mjs --dist <dist> --out <dir> [--root <path>] [--listen <addr>] [--cms <host:port>] [--page-service <host:port>] [--logs <dir>] [--temp <dir>] [--analytics ga4] [--captcha turnstile|recaptcha]',
    );
    process.exit(2);
  }
  const r = configure(args);
  console.log(
    `wrote ${r.out}/{nginx.conf,csp.conf,security-headers.conf,proxy.conf}\nCSP: ${r.csp}\nnext: nginx -t -c ${r.conf}`,
  );
}
