/**
 * The server's log lines (LOG_FORMAT, docs/configuration.md): pino writes one JSON object per
 * event; `json` passes them on as they are, for log shipping; `pretty` (the default outside
 * production) turns each into one short line a person can read in `npm start`'s terminal:
 *
 *   14:03:07 WARN  [outbox] Reset your password for ops@gcash.demo: http://…
 *   14:03:09 DEBUG GET /api/spportal/user/info.json 200 4 ms
 *
 * An error's stack follows its line, indented, so it still reads as one event.
 */

export type LogFormat = 'pretty' | 'json';

export const LOG_FORMATS: readonly LogFormat[] = ['pretty', 'json'];

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, and those the line shows in its own place. */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res']);

interface LoggedError {
  type?: string;
  message?: string;
  stack?: string;
}

interface LogEvent {
  level?: number;
  time?: number;
  msg?: string;
  err?: LoggedError;
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
  [key: string]: unknown;
}

// The terminal's own (local) time of day: the date is the day the reader is looking at.
const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function value(raw: unknown): string {
  if (typeof raw === 'string') return /\s/.test(raw) || raw === '' ? JSON.stringify(raw) : raw;
  return JSON.stringify(raw);
}

/** The request line of app.ts's onResponse hook reads as the request itself. */
function requestText(event: LogEvent): string | null {
  if (event.msg !== 'request completed' || !event.method || !event.url) return null;
  return `${event.method} ${event.url} ${event.statusCode ?? ''} ${event.ms ?? '?'} ms`;
}

/** One event as a line (plus the error's stack, indented, when it has one). */
export function formatLogLine(event: LogEvent): string {
  const level = (LEVELS[event.level ?? 30] ?? String(event.level)).padEnd(5);
  const time = clock(event.time ?? Date.now());
  const request = requestText(event);
  const parts = [time, level, request ?? event.msg ?? ''];
  if (!request) {
    for (const [key, raw] of Object.entries(event)) {
      if (SHOWN_APART.has(key) || raw === undefined) continue;
      parts.push(`${key}=${value(raw)}`);
    }
  }
  const err = event.err;
  if (err) parts.push(`(${err.type ?? 'Error'}: ${err.message ?? ''})`);
  const line = parts.filter((part) => part !== '').join(' ');
  const stack = err?.stack
    ?.split('\n')
    .slice(1)
    .map((frame) => `    ${frame.trim()}`)
    .join('\n');
  return stack ? `${line}\n${stack}` : line;
}

/** A pino destination writing `pretty` lines to `out` (pino hands it one JSON line per write). */
export function prettyLogStream(out: { write: (text: string) => unknown }) {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (json.trim() === '') continue;
        let event: LogEvent;
        try {
          event = JSON.parse(json) as LogEvent;
        } catch {
          out.write(`${json}\n`);
          continue;
        }
        out.write(`${formatLogLine(event)}\n`);
      }
    },
  };
}
