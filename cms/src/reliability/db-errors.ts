import type { ErrorLike } from '../utils/error-like';
/**
 * Whether an error means "the database cannot take this request now" (down, restarting, unreachable,
 * out of disk, busy past its timeout) rather than a bug or a bad request. Such errors are answered
 * 503 (src/middlewares/db-unavailable.ts) and make /_health/ready fail.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENOSPC',
  'EIO',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
  '58030', // io_error
  'SQLITE_FULL',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
  'SQLITE_NOTADB',
]);

const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /Knex: Timeout acquiring a connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection/i,
  /Connection ended unexpectedly/i,
  /database or disk is full/i,
  /disk I\/O error/i,
];

export function isDatabaseUnavailable(e: ErrorLike, depth = 0): boolean {
  if (!e || depth > 3) return false;
  const code = String(e.code ?? '');
  if (CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('08')) return true;
  if (e.name === 'KnexTimeoutError') return true;
  const msg = String(e.message ?? '');
  if (MESSAGES.some((re) => re.test(msg))) return true;
  return isDatabaseUnavailable(e.cause as ErrorLike, depth + 1);
}
