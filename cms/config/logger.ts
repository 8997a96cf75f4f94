import { winston } from '@strapi/logger';
import { jsonLineFormat, logLevel } from '../src/reliability/log-format';

/**
 * JSON lines on stdout (one per event, no colours, no personal data): see
 * src/reliability/log-format.ts and docs/operations.md. `LOG_LEVEL` (default `http`: one line per
 * request) sets the level: error, warn, info, http, verbose, debug.
 */
export default {
  level: logLevel(),
  format: jsonLineFormat(),
  transports: [new winston.transports.Console()],
};
