import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { msg, t } from '@server/i18n/messages';
import { requestLocale } from '@server/i18n/request-locale';
import { AppError, errorText, ServiceUnavailableError, TryAgainError } from './app-error';
import { fail } from './envelope';

/** Seconds a client waits before asking again while the database cannot be reached. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

function classify(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError(UNAVAILABLE_RETRY_SECONDS);
  const fe = error as FastifyError;
  if (fe.validation) return new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(ResultCode.ILLEGAL_PARAMETERS, 413, msg('error.bodyTooLarge'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(ResultCode.ILLEGAL_PARAMETERS, 415);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  }
  const status = fe.statusCode ?? 500;
  if (status === 429) return new AppError(ResultCode.TRY_AGAIN, 429);
  if (status === 404) return new AppError(ResultCode.ILLEGAL_PARAMETERS, 404, msg('error.notFound'));
  if (status === 413) return new AppError(ResultCode.ILLEGAL_PARAMETERS, 413, msg('error.bodyTooLarge'));
  if (status === 408) return new AppError(ResultCode.TRY_AGAIN, 408);
  if (status >= 400 && status < 500) return new AppError(ResultCode.ILLEGAL_PARAMETERS, status);
  return new AppError(ResultCode.SYSTEM_ERROR, 500);
}

/** Sends every failure as an envelope; internals go to the log only. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = classify(error);
    if (appError instanceof ServiceUnavailableError)
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
    else if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError))
      request.log.info({ code: error.code, msg: error.message }, 'request rejected');
    if (reply.sent) return;
    reply.status(appError.statusCode).type('application/json; charset=utf-8');
    if (appError instanceof TryAgainError || appError instanceof ServiceUnavailableError)
      reply.header('retry-after', String(appError.retryAfterSeconds));
    return reply.send(fail(appError.resultCode, errorText(appError, requestLocale(request)), appError.field));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send(fail(ResultCode.ILLEGAL_PARAMETERS, t(requestLocale(request), 'error.notFound')));
}
