import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { IsoDate, PageRequestFields, PageResponseFields } from './common';
import { Envelope } from './envelope';

export const OPERATION_LOG_QUERY_PATH = '/api/spportal/operationLog/query.json';

/** Actions written by the server so far (later features add their own). */
export const OperationAction = {
  SIGN_IN: 'SIGN_IN',
  SIGN_IN_FAILED: 'SIGN_IN_FAILED',
  SIGN_OUT: 'SIGN_OUT',
  PASSWORD_CHANGE: 'PASSWORD_CHANGE',
  PASSWORD_RESET_REQUEST: 'PASSWORD_RESET_REQUEST',
  PASSWORD_RESET: 'PASSWORD_RESET',
  PARTNER_SWITCH: 'PARTNER_SWITCH',
  FILE_DOWNLOAD: 'FILE_DOWNLOAD',
} as const;

/**
 * POST /api/spportal/operationLog/query.json: the current partner's entries, newest first.
 * Dates are UTC days, both inclusive; `action` filters by one action name.
 */
export const OperationLogQuerySchema = Type.Object(
  {
    ...PageRequestFields,
    action: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,40}$' })),
    startDate: Type.Optional(IsoDate),
    endDate: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type OperationLogQuery = Static<typeof OperationLogQuerySchema>;

export const OperationLogEntrySchema = Type.Object(
  {
    id: Type.String(),
    /** ISO 8601, UTC */
    time: Type.String(),
    action: Type.String(),
    /** Who did it (email), or null when unknown. */
    actor: Type.Union([Type.String(), Type.Null()]),
    outcome: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILURE')]),
    ip: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type OperationLogEntry = Static<typeof OperationLogEntrySchema>;

export const OperationLogResponseSchema = Envelope({
  ...PageResponseFields,
  operationLogList: Type.Array(OperationLogEntrySchema),
});
export type OperationLogResponse = Static<typeof OperationLogResponseSchema>;
