/** Code given to transport failures (network down, time-out, a body that is not an envelope). */
export const NETWORK_ERROR_CODE = 'NETWORK';

interface ApiErrorDetails {
  /** The form field a failure belongs to, when the server names one (auth calls). */
  field?: string;
  /** The server's resultMessage; user-facing only where the contract says so (failures with a field). */
  serverMessage?: string;
}

/** The one error type every API call rejects with: a result code and its user-facing message. */
export class ApiError extends Error {
  readonly code: string;
  readonly field?: string;
  readonly serverMessage?: string;

  constructor(code: string, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.field = details.field;
    this.serverMessage = details.serverMessage;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
