import { ResultCode } from './result-codes';

/**
 * Plain values every domain shares (paging, the not-found answer), with no
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
