// Preloaded into the CMS process (`node -r ./scripts/json-console.cjs ...`, see package.json and
// scripts/cms.mjs at the repository root): whatever is written through console.* (the few
// messages printed before Strapi's logger exists, libraries) becomes a JSON line like the logger's
// (src/reliability/log-format.ts), without colour codes. The logger writes to stdout itself.
'use strict';
const { format } = require('node:util');

// eslint-disable-next-line no-control-regex -- matches the ESC that starts an ANSI colour code
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const levels = {
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
  trace: 'debug',
};
for (const [method, level] of Object.entries(levels)) {
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout;
  console[method] = (...args) => {
    const msg = format(...args).replace(ANSI, '');
    stream.write(JSON.stringify({ time: new Date().toISOString(), level, msg }) + '\n');
  };
}
