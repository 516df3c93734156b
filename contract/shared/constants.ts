import { ResultCode } from './result-codes';

/**
 * Plain values every domain shares (paging, the not-found and partner-required answers), with no
 * schema library attached, so client code can import them without pulling TypeBox into its bundle.
 */

export const PAGE_SIZE_DEFAULT = 10;

export const PAGE_SIZE_MAX = 100;

/**
 * "No such object for you": an unknown id and an id that belongs to another partner get the same
 * answer (HTTP 404 with this code), so a caller cannot learn that another partner's object exists.
 * Used by notification/update.json, carousel/detail.json and event/detail.json.
 */
export const NOT_FOUND_CODE = ResultCode.ILLEGAL_PARAMETERS;

export const NOT_FOUND_HTTP_STATUS = 404;

/** Calls that need a current partner answer this (HTTP 403) to a staff session without one. */
export const PARTNER_REQUIRED_CODE = ResultCode.NO_AUTHORITY;
