/**
 * The page service's log: one JSON object per line on stdout (journald, Docker and any log
 * shipper read it as it is), e.g.
 *
 *   {"time":"2026-11-24T10:00:00.000Z","level":"warn","service":"page-service","event":"breaker_open","failures":9,"reads":12}
 *
 * What goes in a line: the event name, the request id, the page's path (never its query string,
 * which can carry tokens or a visitor's search text), durations, counts and states. No personal
 * data, no CMS content, no header values.
 *
 * Events that can come in floods under load (`render_shed`, `stale_served`, `unavailable_served`,
 * `cms_read_slow`, ...) are written at most once a second each; the next line of that event says
 * how many were left out (`suppressed`).
 */
export type Level = 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string;
  [field: string]: unknown;
}

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** Like warn/info, but at most one line per `everyMs` for this event (1 s by default). */
  throttled(level: Level, event: string, fields?: LogFields, everyMs?: number): void;
}

export interface LoggerOptions {
  /** Where a finished line goes. @default process.stdout */
  write?: (line: string) => void;
  now?: () => number;
  service?: string;
}

/** An error as a log field: its name and message (and stack for `error` lines), nothing else. */
export function errorField(error: unknown, withStack = false) {
  if (!(error instanceof Error)) return { message: String(error) };
  return {
    name: error.name,
    message: error.message,
    ...(withStack && error.stack ? { stack: error.stack } : {}),
  };
}

export function createLogger({
  write = (line) => void process.stdout.write(`${line}\n`),
  now = Date.now,
  service = 'page-service',
}: LoggerOptions = {}): Logger {
  const last = new Map<string, { at: number; suppressed: number }>();

  const emit = (level: Level, event: string, fields: LogFields = {}) => {
    let line: string;
    try {
      line = JSON.stringify({
        time: new Date(now()).toISOString(),
        level,
        service,
        event,
        ...fields,
      });
    } catch {
      line = JSON.stringify({ time: new Date(now()).toISOString(), level, service, event });
    }
    write(line);
  };

  return {
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
    throttled(level, event, fields, everyMs = 1000) {
      const t = now();
      const seen = last.get(event);
      if (seen && t - seen.at < everyMs) {
        seen.suppressed++;
        return;
      }
      last.set(event, { at: t, suppressed: 0 });
      emit(level, event, seen?.suppressed ? { ...fields, suppressed: seen.suppressed } : fields);
    },
  };
}

/** A logger that writes nothing (libraries and tests that do not look at the log). */
export const silentLogger: Logger = {
  info() {},
  warn() {},
  error() {},
  throttled() {},
};
