/**
 * "The database cannot be reached": the server is down, restarting or refusing connections, a
 * connection was cut, or the embedded database's thread stopped. Such a failure is nobody's
 * mistake and passes: the API answers 503 with Retry-After (docs/security.md, "Database
 * outage"), never 500, and never anything that reads as "signed out".
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(cause?: unknown) {
    super('the database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's socket errors when the server is down or the connection breaks. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (shut down,
 * crashed, starting up), 53300 (too many connections).
 */
const SERVER_CODES = /^(08...|57P0[1-3]|53300)$/;
/** node-postgres's own errors, which carry no code. */
const PG_MESSAGES =
  /Connection terminated|not currently accepting connections|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
