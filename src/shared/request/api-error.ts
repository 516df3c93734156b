/** Code given to transport failures (network down, time-out, a body that is not an envelope). */
export const NETWORK_ERROR_CODE = 'NETWORK';

/** The one error type every API call rejects with: a result code and its user-facing message. */
export class ApiError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
