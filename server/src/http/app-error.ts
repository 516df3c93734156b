import { DEFAULT_LOCALE, type Locale } from '@contract/shared/locale';
import { ResultCode } from '@contract/shared/result-codes';
import { msg, render, type MessageKey, type Msg } from '@server/i18n/messages';

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

/**
 * The catalogue message of each code (server/src/i18n/locales/, keys "error.<code>"), in the
 * request's language; the client shows its own catalogue text for each code.
 */
const DEFAULT_MESSAGE: Record<string, MessageKey> = {
  [ResultCode.SYSTEM_ERROR]: 'error.systemError',
  [ResultCode.UNKNOWN_ERROR]: 'error.unknownError',
  [ResultCode.ILLEGAL_PARAMETERS]: 'error.illegalParameters',
  [ResultCode.SESSION_TIMEOUT]: 'error.sessionTimeout',
  [ResultCode.SESSION_INVALID]: 'error.sessionInvalid',
  [ResultCode.NO_AUTHORITY]: 'error.noAuthority',
  [ResultCode.FILE_NOT_EXISTS]: 'error.fileNotExists',
  [ResultCode.FILE_UPLOAD_FAILED]: 'error.fileUploadFailed',
  [ResultCode.TRY_AGAIN]: 'error.tryAgain',
  [ResultCode.SERVICE_UNAVAILABLE]: 'error.serviceUnavailable',
};

const defaultText = (resultCode: string): Msg => msg(DEFAULT_MESSAGE[resultCode] ?? 'error.systemException');

/**
 * A failure a route wants the caller to see: result code, HTTP status and a safe message.
 * Never put internals (SQL, paths, stack) in the message.
 */
export class AppError extends Error {
  readonly resultCode: string;
  readonly statusCode: number;
  /** Form field the failure belongs to (auth forms); sent only where the route's schema allows. */
  readonly field?: string;

  /** The message by key: the error handler formats it in the request's language. */
  readonly text: Msg | string;

  /** `message` is a catalogue message (msg(key, values)); a plain string is sent as it is. */
  constructor(resultCode: string, statusCode?: number, message?: Msg | string, field?: string) {
    // The English text stays the Error's message, for the log.
    super(render(DEFAULT_LOCALE, message ?? defaultText(resultCode)));
    this.text = message ?? defaultText(resultCode);
    this.name = 'AppError';
    this.resultCode = resultCode;
    this.statusCode = statusCode ?? DEFAULT_STATUS[resultCode] ?? 400;
    this.field = field;
  }
}

/** 429 with a Retry-After header (seconds) the error handler adds. */
export class TryAgainError extends AppError {
  constructor(
    message: Msg | string,
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

/** The error's message in the reader's language. */
export const errorText = (error: AppError, locale: Locale): string => render(locale, error.text);
