#!/usr/bin/env node
// @ts-check
/**
 * Deploy-time step: writes a ready-to-run nginx configuration for one environment.
 *
 *   node deploy/configure.mjs --dist dist --out /etc/nginx/ditp --server-name www.ditp.go.th \
 *     --tls-certificate /etc/ssl/ditp/fullchain.pem --tls-certificate-key /etc/ssl/ditp/privkey.pem \
 *     [--listen 80] [--listen-tls 443] [--plain-http] [--internal-listen 127.0.0.1:8089] \
 *     [--rates forms=6r/m,search=20r/s] [--root /srv/ditp/dist] [--cms 127.0.0.1:1337] \
 *     [--page-service 127.0.0.1:8081] [--logs /var/log/nginx] [--temp /var/lib/nginx] \
 *     (--cms and --page-service take several host:port, comma-separated: one upstream, round robin)
 *     [--analytics ga4] [--captcha turnstile|recaptcha]
 *
 * Writes into --out: nginx.conf and the files it includes (CONF_FILES, each with its
 * `# ditp:<name>` lines set), and csp.conf, the Content-Security-Policy built from
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

/** @param {string} text */
export const sha256 = (text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hosts each optional third party needs, added only when asked for (see deploy/README.md).
 *
 * @type {Record<string, Record<string, string[]>>}
 */
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
  /** @type {Record<string, string[]>} */
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
  for (const name of [analytics, captcha]) {
    if (!name) continue;
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

/**
 * Replaces the value of every `# ditp:<name>` line of `conf` with the given directive value (every
 * such line: a name may mark several). Adds the names it found to `seen`.
 *
 * @param {string} conf
 * @param {Record<string, string | string[] | null | undefined>} values a list sets the directive
 *   once per value; null or undefined leaves the line as it is
 * @param {Set<string>} [seen]
 * @returns {string}
 */
export function setMarkedLines(conf, values, seen = new Set()) {
  return conf.replace(
    /^([ \t]*)(\S+)[ \t]+[^;\n]*;([ \t]*)# ditp:(\w+)[ \t]*$/gm,
    /** @type {(line: string, indent: string, directive: string, gap: string, name: string) => string} */
    (line, indent, directive, gap, name) => {
      if (!(name in values) || values[name] == null) return line;
      seen.add(name);
      // A list sets the directive once per value (several upstream servers).
      const list = Array.isArray(values[name]) ? values[name] : [values[name]];
      return list.map((v) => `${indent}${directive} ${v};${gap}# ditp:${name}`).join('\n');
    },
  );
}

/** Files copied into --out (nginx.conf and what it includes), with their marked lines set. */
export const CONF_FILES = [
  'nginx.conf',
  'servers-tls.conf',
  'servers-plain.conf',
  'site.conf',
  'api.conf',
  'api-errors.conf',
  'proxy.conf',
  'security-headers.conf',
];

/** The rate-limit zones of nginx.conf and their production rates (per client address). */
export const DEFAULT_RATES = {
  forms: '6r/m',
  newsletter: '6r/m',
  uploads: '30r/m',
  search: '20r/s',
  challenge: '30r/m',
  account: '10r/m',
  consent: '30r/m',
};

/**
 * `80`, `443`, `127.0.0.1:8443`, `[::1]:8443` -> the port.
 *
 * @param {string | number} listen
 */
const portOf = (listen) => Number(/(\d+)$/.exec(String(listen))?.[1]);

/**
 * `forms=2r/m,search=5r/s` (or an object) -> { forms: '2r/m', search: '5r/s' }.
 *
 * @param {string | Record<string, string> | undefined} rates
 * @returns {Record<string, string>}
 */
export function parseRates(rates) {
  if (!rates) return {};
  const given =
    typeof rates === 'string'
      ? Object.fromEntries(rates.split(',').map((pair) => pair.split('=').map((x) => x.trim())))
      : rates;
  for (const [zone, rate] of Object.entries(given)) {
    if (!(zone in DEFAULT_RATES))
      throw new Error(
        `configure: unknown rate zone "${zone}" (known: ${Object.keys(DEFAULT_RATES).join(', ')})`,
      );
    if (!/^\d+r\/[sm]$/.test(rate))
      throw new Error(`configure: not an nginx rate: ${zone}=${rate}`);
  }
  return given;
}

/**
 * @typedef {{ dist: string, out: string, root?: string, serverName?: string, listen?: string,
 *   listenTls?: string, tlsCertificate?: string, tlsCertificateKey?: string, plainHttp?: boolean,
 *   internalListen?: string, rates?: string | Record<string, string>, cms?: string,
 *   pageService?: string, logs?: string, temp?: string, analytics?: string, captcha?: string }}
 *   ConfigureOptions
 */
/**
 * The options configure() also reads by their command-line names (`--server-name`).
 *
 * @typedef {{ plainHttp: 'plain-http', serverName: 'server-name', listenTls: 'listen-tls',
 *   tlsCertificate: 'tls-certificate', tlsCertificateKey: 'tls-certificate-key',
 *   internalListen: 'internal-listen', pageService: 'page-service' }} DashedNames
 */

/**
 * @param {ConfigureOptions & { [K in keyof DashedNames as DashedNames[K]]?: ConfigureOptions[K] }} o
 *   serverName: the public host (the only Host answered; any other gets 444). listen: the plain
 *   HTTP address (the redirect to HTTPS, or with plainHttp the site itself). listenTls: the HTTPS
 *   address. cms and pageService: `host:port` of Strapi and of the page service. rates: nginx
 *   rates per zone (DEFAULT_RATES). plainHttp: no TLS server (loopback tests, or TLS ended in
 *   front of nginx).
 */
export function configure(o) {
  /**
   * @template {keyof DashedNames} K
   * @param {K} camel
   * @param {DashedNames[K]} dashed
   * @returns {ConfigureOptions[K]}
   */
  const opt = (camel, dashed) =>
    // DashedNames pairs each dashed name with its camel-cased one, and o types both alike.
    o[camel] ?? /** @type {ConfigureOptions[K]} */ (o[dashed]);
  const dist = resolve(o.dist);
  const scriptHash = readFileSync(join(dist, 'csp-script-hash.txt'), 'utf8').trim();
  const csp = buildCsp({ scriptHash, analytics: o.analytics, captcha: o.captcha });
  const out = resolve(o.out);
  mkdirSync(out, { recursive: true });
  const logs = o.logs && resolve(o.logs);
  const temp = o.temp && resolve(o.temp);
  const plain = Boolean(opt('plainHttp', 'plain-http'));
  const serverName = opt('serverName', 'server-name');
  const listen = o.listen;
  const listenTls = opt('listenTls', 'listen-tls');
  const certificate = opt('tlsCertificate', 'tls-certificate');
  const certificateKey = opt('tlsCertificateKey', 'tls-certificate-key');
  if (!plain && Boolean(certificate) !== Boolean(certificateKey))
    throw new Error('configure: give both --tls-certificate and --tls-certificate-key');
  const rates = parseRates(o.rates);
  const tlsPort = listenTls ? portOf(listenTls) : 443;
  const host = serverName ?? 'www.ditp.go.th';
  const values = {
    root: resolve(o.root ?? dist),
    servers: plain ? 'servers-plain.conf' : 'servers-tls.conf',
    server_name: serverName,
    listen,
    listen_default: listen && `${listen} default_server`,
    listen_tls: listenTls && `${listenTls} ssl http2`,
    listen_tls_default: listenTls && `${listenTls} ssl http2 default_server`,
    tls_certificate: certificate && resolve(certificate),
    tls_certificate_key: certificateKey && resolve(certificateKey),
    redirect:
      !plain && (serverName || listenTls)
        ? `301 https://${host}${tlsPort === 443 ? '' : `:${tlsPort}`}$request_uri`
        : undefined,
    internal_listen: opt('internalListen', 'internal-listen'),
    // host:port, or several separated by commas (instances behind one upstream, round robin)
    cms: o.cms?.split(',').map((h) => h.trim()),
    page_service: opt('pageService', 'page-service')
      ?.split(',')
      .map((h) => h.trim()),
    error_log: logs && `${join(logs, 'error.log')} warn`,
    access_log: logs && `${join(logs, 'access.log')} ditp`,
    client_body_temp_path: temp && join(temp, 'body'),
    proxy_temp_path: temp && join(temp, 'proxy'),
    fastcgi_temp_path: temp && join(temp, 'fastcgi'),
    uwsgi_temp_path: temp && join(temp, 'uwsgi'),
    scgi_temp_path: temp && join(temp, 'scgi'),
    page_cache_path:
      temp &&
      `${join(temp, 'pages')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=60s use_temp_path=off`,
    ...Object.fromEntries(
      Object.entries(rates).map(([zone, rate]) => [
        `rate_${zone}`,
        `$binary_remote_addr zone=${zone}:10m rate=${rate}`,
      ]),
    ),
  };
  // Only the files this variant uses are checked for the values it sets.
  const used = CONF_FILES.filter((f) => f !== (plain ? 'servers-tls.conf' : 'servers-plain.conf'));
  const seen = new Set();
  for (const f of CONF_FILES) {
    const text = setMarkedLines(
      readFileSync(join(here, f), 'utf8'),
      values,
      used.includes(f) ? seen : new Set(),
    );
    writeFileSync(join(out, f), text);
  }
  for (const [name, value] of Object.entries(values)) {
    if (value != null && !seen.has(name)) {
      throw new Error(
        plain && /^(listen_tls|tls_|redirect)/.test(name)
          ? `configure: --${name.replace(/_/g, '-')} has no effect with --plain-http`
          : `configure: no "# ditp:${name}" line in the configuration`,
      );
    }
  }
  if (logs) mkdirSync(logs, { recursive: true });
  if (temp) mkdirSync(temp, { recursive: true });
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
  /** @type {Record<string, string | true>} */
  const args = {};
  const argv = process.argv.slice(2);
  const flags = new Set(['plain-http']);
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--([\w-]+)(?:=(.*))?$/);
    if (!m) throw new Error(`configure: unexpected argument ${argv[i]}`);
    args[m[1]] = flags.has(m[1]) ? true : (m[2] ?? argv[++i]);
  }
  if (!args.dist || !args.out) {
    console.error(
      'usage: node deploy/configure.mjs --dist <dist> --out <dir> --server-name <host> [--tls-certificate <pem> --tls-certificate-key <pem>] [--listen <addr>] [--listen-tls <addr>] [--plain-http] [--internal-listen <addr>] [--rates zone=rate,...] [--root <path>] [--cms <host:port>] [--page-service <host:port>] [--logs <dir>] [--temp <dir>] [--analytics ga4] [--captcha turnstile|recaptcha]',
    );
    process.exit(2);
  }
  // The flags by their dashed names (--server-name), which configure() reads as well as the
  // camel-cased ones; --dist and --out are there (checked above).
  const r = configure(/** @type {Parameters<typeof configure>[0]} */ (args));
  console.log(
    `wrote ${r.out}/{${[...CONF_FILES, 'csp.conf'].join(',')}}\nCSP: ${r.csp}\nnext: nginx -t -c ${r.conf}`,
  );
}
