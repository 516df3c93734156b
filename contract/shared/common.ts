import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';

/** Building blocks shared by the overview contracts: dates, ids and paging. */

import { PAGE_SIZE_MAX } from './constants';

/**
 * `YYYY-MM-DD`, a day that exists: the `date` format (ajv-formats, full mode, in Fastify's
 * validator) refuses 2026-02-30 with a 400, where the pattern alone let it reach the database.
 */
export const IsoDateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });
/** Full ISO timestamp, e.g. `2026-11-21T08:30:00.000Z` */
export const IsoDateTimeSchema = Type.String();
/** `YYYY-MM` */
export const YearMonthSchema = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });
/** Calendar year as a number, e.g. 2026 */
export const YearSchema = Type.Integer({ minimum: 2000, maximum: 2100 });
/** Two-digit month `01`..`12` (DATA-MONTH: selected month is two digits) */
export const TwoDigitMonthSchema = Type.String({ pattern: '^(0[1-9]|1[0-2])$' });
/** Opaque object id; never guessable from another partner's ids, never parsed by the client. */
export const ObjectIdSchema = Type.String({ minLength: 1, maxLength: 64 });
/** ISO 3166-1 alpha-2 country code */
export const CountryCodeSchema = Type.String({ pattern: '^[A-Z]{2}$' });
/** ISO 4217 currency code */
export const CurrencyCodeSchema = Type.String({ pattern: '^[A-Z]{3}$' });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Paging request fields: pageNum is 1-based; pageSize defaults to 10 and may not exceed 100 (400 otherwise). */
export const PageRequestFields = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100000 }),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
};

/** Paging response fields; the list itself is added under its own name (`notificationList`, ...). */
export const PageResponseFields = {
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
};

/** Body of a call without payload: nothing, null or `{}`. */
export { EmptyBodySchema as EmptyRequestSchema } from './empty-body';
