import { languageHeaders } from '@/shared/i18n/locale-state';
import { extend } from 'umi-request';
import type { ResponseError } from 'umi-request';
import type { ResultEnvelope } from '@contract/shared/envelope';
import { ResultCode, SESSION_CODES } from '@contract/shared/result-codes';
import { messageForCode, networkMessage } from '@/shared/errors/catalogue';
import { removeUserInfo } from '@/shared/storage/user-info-storage';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { apiOrigin } from './api-origin';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';
import { holdPrimed, isPriming, readKey, takePrimed } from './primed-reads';
import type { WireAnswer } from './primed-reads';
import { readSessionToken, wasSessionTokenReplaced } from './session-token';

export interface RequestOptions {
  timeout?: number;
  /** Skip the failure handler (the caller shows the error itself). Session handling still runs. */
  silent?: boolean;
  /**
   * This call replaces the session token (a partner switch, which marks the current token replaced
   * before it goes out): a session code in its own answer is about the session, not a late answer
   * for the old token.
   */
  replacesToken?: boolean;
}

type FailureHandler = (error: ApiError) => void;
type SessionExpiredHandler = (error: ApiError) => void;

let failureHandler: FailureHandler | null = null;
let sessionExpiredHandler: SessionExpiredHandler | null = null;

/** Installs the one handler that shows failures; returns a function that removes it again. */
export function setFailureHandler(handler: FailureHandler): () => void {
  failureHandler = handler;
  return () => {
    if (failureHandler === handler) failureHandler = null;
  };
}

export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  sessionExpiredHandler = handler;
  return () => {
    if (sessionExpiredHandler === handler) sessionExpiredHandler = null;
  };
}

const umi = extend({
  credentials: 'include',
  requestType: 'json',
  responseType: 'json',
  timeout: DEFAULT_TIMEOUT_MS,
  // Without a handler umi-request rethrows; we want every failure in one place (send below).
  errorHandler: (error) => {
    throw error;
  },
});

export const isEnvelope = (value: unknown): value is ResultEnvelope =>
  !!value && typeof value === 'object' && typeof (value as ResultEnvelope).success === 'boolean';

const isResponseError = (error: unknown): error is ResponseError =>
  !!error && typeof error === 'object' && (error as ResponseError).name === 'ResponseError';

function notify(error: ApiError, options: RequestOptions): void {
  if (options.silent || !failureHandler) return;
  try {
    failureHandler(error);
  } catch (handlerError) {
    console.error('[request] failure handler threw', handlerError);
  }
}

export function networkFailure(path: string, cause: unknown, options: RequestOptions): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  console.warn(`[request] ${path} failed in transport: ${reason}`);
  const error = new ApiError(NETWORK_ERROR_CODE, networkMessage());
  notify(error, options);
  return error;
}

function timeoutFor(options: RequestOptions): number {
  return options.timeout ?? DEFAULT_TIMEOUT_MS;
}

/** One call on the wire, without any handling yet: the body (envelope or not), or the failure. */
async function overTheWire(
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown> | undefined,
  timeout: number,
): Promise<WireAnswer> {
  const token = readSessionToken();
  try {
    const body: unknown = await umi(`${apiOrigin()}${path}`, {
      method,
      timeout,
      headers: { ...languageHeaders(), ...(token ? { ctoken: token } : {}) },
      ...(method === 'GET' ? { params: payload ?? {} } : { data: payload ?? {} }),
    });
    return { body };
  } catch (error) {
    // Server errors come with 4xx/5xx statuses and still carry an envelope: read it.
    if (isResponseError(error) && isEnvelope(error.data)) return { body: error.data };
    return { failed: error };
  }
}

async function send<TRes>(
  method: 'GET' | 'POST',
  path: string,
  payload: Record<string, unknown> | undefined,
  options: RequestOptions,
): Promise<TRes & ResultEnvelope> {
  const key = readKey(method, path, payload);
  if (isPriming()) {
    // Sent now and held for the caller that makes this read (primed-reads.ts). Nobody waits here:
    // this promise never settles, so the api function's own handling (a logged failure) never runs.
    holdPrimed(key, overTheWire(method, path, payload, timeoutFor(options)));
    return new Promise<never>(() => undefined);
  }
  const sentWith = readSessionToken();
  const answer = await (takePrimed(key) ?? overTheWire(method, path, payload, timeoutFor(options)));
  if ('failed' in answer) throw networkFailure(path, answer.failed, options);
  const { body } = answer;
  if (!isEnvelope(body)) throw networkFailure(path, new Error('response is not an envelope'), options);
  if (body.success) return body as TRes & ResultEnvelope;
  throw envelopeFailure(body, options, options.replacesToken ? undefined : sentWith);
}

/**
 * Codes whose server message starts with the catalogue's words and then names the limit and the
 * way out (the export's row limit, a file's size limit, the formats a field takes, an empty file):
 * the user reads that text instead of the bare catalogue line.
 */
const LIMIT_CODES: readonly string[] = [
  ResultCode.EXPORT_LIMIT_EXCEEDED,
  ResultCode.FILE_SIZE_EXCEEDED,
  ResultCode.FILE_FORMAT_NOT_ALLOWED,
];

/**
 * The ApiError for an envelope with success false, after the shared handling: session codes clear
 * the stored user and go to login, the failure handler shows the message unless silent. Exported
 * for the calls that don't go through umi-request (uploads with progress use XMLHttpRequest).
 * A session code for a call sent with a token the page has since replaced (`sentWith`, a partner
 * switch) is about that token: no handling, no message, only the rejection.
 */
export function envelopeFailure(
  body: ResultEnvelope,
  options: RequestOptions = {},
  sentWith?: string,
): ApiError {
  const { field } = body as { field?: unknown };
  const serverMessage = typeof body.resultMessage === 'string' ? body.resultMessage : undefined;
  const text =
    LIMIT_CODES.includes(body.resultCode) && serverMessage ? serverMessage : messageForCode(body.resultCode);
  const error = new ApiError(body.resultCode, text, {
    field: typeof field === 'string' ? field : undefined,
    serverMessage: typeof body.resultMessage === 'string' ? body.resultMessage : undefined,
  });
  if (SESSION_CODES.includes(body.resultCode)) {
    if (wasSessionTokenReplaced(sentWith)) return error;
    removeUserInfo();
    sessionExpiredHandler?.(error);
  }
  notify(error, options);
  return error;
}

/** POST JSON (the default for every call); resolves with the envelope when `success` is true. */
export function apiPost<TRes = unknown>(
  path: string,
  body?: Record<string, unknown> | object,
  options: RequestOptions = {},
): Promise<TRes & ResultEnvelope> {
  return send<TRes>('POST', path, body as Record<string, unknown> | undefined, options);
}

/** GET with query parameters; same envelope handling as apiPost. */
export function apiGet<TRes = unknown>(
  path: string,
  params?: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<TRes & ResultEnvelope> {
  return send<TRes>('GET', path, params, options);
}
