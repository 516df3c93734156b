/**
 * Result codes shared by the server (what it sends) and the client (what it maps to messages).
 * The full message catalogue lives in the client; the server only needs the codes.
 */
export const SUCCESS = 'SUCCESS';

export const ResultCode = {
  SYSTEM_ERROR: 'IPAY_RS_510870001',
  UNKNOWN_ERROR: 'IPAY_RS_510870002',
  ILLEGAL_PARAMETERS: 'IPAY_RS_510870003',
  /**
   * Not in the spec's catalogue: next in its system series (510870001-510870003). The service
   * cannot answer for now (its database is unreachable) and will again: HTTP 503 with Retry-After;
   * the session stays (docs/security.md, "Database outage").
   */
  SERVICE_UNAVAILABLE: 'IPAY_RS_510870004',
  SESSION_TIMEOUT: 'IPAY_RS_510871001',
  NO_AUTHORITY: 'IPAY_RS_510871002',
  /** The second factor's code is wrong, already used or expired (field "code"). */
  SECOND_FACTOR_CODE_INVALID: 'IPAY_RS_510871003',
  /** The sign-in step between password and code is over (expired, used, too many codes): sign in again. */
  SECOND_FACTOR_STEP_EXPIRED: 'IPAY_RS_510871004',
  /** The account must keep its second factor (staff, admin, or a partner that requires it). */
  SECOND_FACTOR_REQUIRED: 'IPAY_RS_510871005',
  FILE_UPLOAD_FAILED: 'IPAY_RS_510872001',
  FILE_NOT_EXISTS: 'IPAY_RS_510872002',
  FILE_NAME_NOT_ALLOWED: 'IPAY_RS_510872003',
  FILE_FORMAT_NOT_ALLOWED: 'IPAY_RS_510872004',
  FILE_SIZE_EXCEEDED: 'IPAY_RS_510872005',
  EXPORT_LIMIT_EXCEEDED: 'IPAY_RS_510872006',
  EXPORT_NO_RECORDS: 'IPAY_RS_510872007',
  DATETIME_FORMAT_ERROR: 'IPAY_RS_510872008',
  STATUS_NOT_ALLOWED: 'IPAY_RS_510872046',
  AMOUNT_EXCEEDS_LIMIT: 'IPAY_RS_510872047',
  TRY_AGAIN: 'IPAY_RS_310870004',
  SESSION_INVALID: 'IPAY_RS_311021001',
} as const;

/** The codes that mean "the session is gone": the client clears userInfo and goes to login. */
export const SESSION_CODES: readonly string[] = [ResultCode.SESSION_TIMEOUT, ResultCode.SESSION_INVALID];
