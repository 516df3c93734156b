import { ResultCode } from '@contract/shared/result-codes';

/** HTTP status by kind of failure when the thrower doesn't say. */
const DEFAULT_STATUS: Record<string, number> = {
  [ResultCode.ILLEGAL_PARAMETERS]: 400,
  [ResultCode.DATETIME_FORMAT_ERROR]: 400,
  [ResultCode.FILE_NAME_NOT_ALLOWED]: 400,
  [ResultCode.FILE_FORMAT_NOT_ALLOWED]: 400,
  [ResultCode.FILE_SIZE_EXCEEDED]: 413,
  [ResultCode.SESSION_TIMEOUT]: 401,
  [ResultCode.SESSION_INVALID]: 401,
  [ResultCode.NO_AUTHORITY]: 403,
  [ResultCode.FILE_NOT_EXISTS]: 404,
  [ResultCode.TRY_AGAIN]: 429,
  [ResultCode.SERVICE_UNAVAILABLE]: 503,
  [ResultCode.SYSTEM_ERROR]: 500,
  [ResultCode.UNKNOWN_ERROR]: 500,
};

/** Short English messages; the client shows its own catalogue text for each code. */
const DEFAULT_MESSAGE: Record<string, string> = {
  [ResultCode.SYSTEM_ERROR]: 'System Error, try again later',
  [ResultCode.UNKNOWN_ERROR]: 'Unknown Error',
  [ResultCode.ILLEGAL_PARAMETERS]: 'Illegal Parameters',
  [ResultCode.SESSION_TIMEOUT]: 'Session Timeout, please login again',
  [ResultCode.SESSION_INVALID]: 'Session invalid, please login again',
  [ResultCode.NO_AUTHORITY]: 'No Authority, contact admin',
  [ResultCode.FILE_NOT_EXISTS]: 'File Not Exists',
  [ResultCode.FILE_UPLOAD_FAILED]: 'File Upload Failed',
  [ResultCode.TRY_AGAIN]: 'Please try again',
  [ResultCode.SERVICE_UNAVAILABLE]: 'Service temporarily unavailable, retrying',
};

/**
 * A failure a route wants the caller to see: result code, HTTP status and a safe message.
 * Never put internals (SQL, paths, stack) in the message.
 */
export class AppError extends Error {
  readonly resultCode: string;
  readonly statusCode: number;
  /** Form field the failure belongs to (auth forms); sent only where the route's schema allows. */
  readonly field?: string;

  constructor(resultCode: string, statusCode?: number, message?: string, field?: string) {
    super(message ?? DEFAULT_MESSAGE[resultCode] ?? 'System Exception');
    this.name = 'AppError';
    this.resultCode = resultCode;
    this.statusCode = statusCode ?? DEFAULT_STATUS[resultCode] ?? 400;
    this.field = field;
  }
}

/** 429 with a Retry-After header (seconds) the error handler adds. */
export class TryAgainError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ResultCode.TRY_AGAIN, 429, message);
  }
}

/** 503 with Retry-After: the database cannot be reached for now (db/unavailable.ts). */
export class ServiceUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ResultCode.SERVICE_UNAVAILABLE, 503);
  }
}
