import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from './app-error';

/** NUL, or a UTF-16 surrogate without its partner: neither can be stored as UTF-8 text. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this rule looks for.
const BAD_STRING = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_DEPTH = 32;

export function isStorableString(value: string): boolean {
  return !BAD_STRING.test(value);
}

function containsBadString(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BAD_STRING.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => containsBadString(item, depth + 1));
  // Parsed JSON and query strings only; uploads (buffers, streams) are not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(
    ([key, item]) => BAD_STRING.test(key) || containsBadString(item, depth + 1),
  );
}

/**
 * One rule for every string a caller sends (body, query string, path parameters, at any depth):
 * NUL and lone surrogates are refused with Illegal Parameters before schema validation, so no
 * route hands them to the database (which cannot store them and would fail with a 500).
 */
export function installStringRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      containsBadString(request.body) ||
      containsBadString(request.query) ||
      containsBadString(request.params)
    )
      throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
  });
}
