import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { PageRequestFields, PageResponseFields } from '@contract/shared/common';
import { Envelope } from '@contract/shared/envelope';

/**
 * Every action the portal writes; each has a readable name in the client's operation-log messages
 * (the filter list comes from the server, from the actions that occur in the partner's log).
 */
export const OperationAction = {
  SIGN_IN: 'SIGN_IN',
  SIGN_IN_FAILED: 'SIGN_IN_FAILED',
  SIGN_OUT: 'SIGN_OUT',
  SESSION_REVOKE: 'SESSION_REVOKE',
  PASSWORD_CHANGE: 'PASSWORD_CHANGE',
  PASSWORD_RESET_REQUEST: 'PASSWORD_RESET_REQUEST',
  PASSWORD_RESET: 'PASSWORD_RESET',
  PARTNER_SWITCH: 'PARTNER_SWITCH',
  PROFILE_UPDATE: 'PROFILE_UPDATE',
  FILE_DOWNLOAD: 'FILE_DOWNLOAD',
  OPERATION_LOG_EXPORT: 'OPERATION_LOG_EXPORT',
  INSIGHTS_EXPORT: 'INSIGHTS_EXPORT',
  CALENDAR_EXPORT: 'CALENDAR_EXPORT',
  DOCUMENT_READ: 'DOCUMENT_READ',
  NOTIFICATION_READ: 'NOTIFICATION_READ',
  DF_CLAIM_SUBMIT: 'DF_CLAIM_SUBMIT',
  // The user's own second factor (docs/security.md, "Second factor").
  SECOND_FACTOR_ENABLE: 'SECOND_FACTOR_ENABLE',
  SECOND_FACTOR_DISABLE: 'SECOND_FACTOR_DISABLE',
  SECOND_FACTOR_RECOVERY_CODES: 'SECOND_FACTOR_RECOVERY_CODES',
  SECOND_FACTOR_DEVICES_FORGET: 'SECOND_FACTOR_DEVICES_FORGET',
  // The network's staff, in the log of each partner the change touches.
  STAFF_SETTINGS_CHANGE: 'STAFF_SETTINGS_CHANGE',
  STAFF_CAROUSEL_CREATE: 'STAFF_CAROUSEL_CREATE',
  STAFF_CAROUSEL_EDIT: 'STAFF_CAROUSEL_EDIT',
  STAFF_CAROUSEL_REORDER: 'STAFF_CAROUSEL_REORDER',
  STAFF_CAROUSEL_DELETE: 'STAFF_CAROUSEL_DELETE',
  STAFF_DOCUMENT_CREATE: 'STAFF_DOCUMENT_CREATE',
  STAFF_DOCUMENT_EDIT: 'STAFF_DOCUMENT_EDIT',
  STAFF_DOCUMENT_PUBLISH: 'STAFF_DOCUMENT_PUBLISH',
  STAFF_DOCUMENT_WITHDRAW: 'STAFF_DOCUMENT_WITHDRAW',
  STAFF_DOCUMENT_VERSION: 'STAFF_DOCUMENT_VERSION',
  STAFF_USER_CREATE: 'STAFF_USER_CREATE',
  STAFF_USER_UPDATE: 'STAFF_USER_UPDATE',
  STAFF_USER_DISABLE: 'STAFF_USER_DISABLE',
  STAFF_USER_ENABLE: 'STAFF_USER_ENABLE',
  STAFF_USER_UNLOCK: 'STAFF_USER_UNLOCK',
  STAFF_USER_RESET_LINK: 'STAFF_USER_RESET_LINK',
  STAFF_USER_SECOND_FACTOR_RESET: 'STAFF_USER_SECOND_FACTOR_RESET',
  STAFF_SECOND_FACTOR_POLICY: 'STAFF_SECOND_FACTOR_POLICY',
  DF_BUDGET_SAVE: 'DF_BUDGET_SAVE',
  DF_BUDGET_DELETE: 'DF_BUDGET_DELETE',
  DF_CLAIM_REVIEW: 'DF_CLAIM_REVIEW',
  DF_CLAIM_APPROVE: 'DF_CLAIM_APPROVE',
  DF_CLAIM_REJECT: 'DF_CLAIM_REJECT',
  DF_CLAIM_PAY: 'DF_CLAIM_PAY',
} as const;

/** The filters both the list and the export take. */
const FilterFields = {
  action: Type.Optional(Type.String({ pattern: '^[A-Z_]{1,40}$' })),
  /** One actor's email (exact, case-insensitive). */
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** Only the network staff's entries (STAFF) or only the partner's own people (PARTNER). */
  actorKind: Type.Optional(Type.Union([Type.Literal('STAFF'), Type.Literal('PARTNER')])),
  /**
   * `YYYY-MM-DD`, both inclusive, days in the caller's time zone (`utcOffsetMinutes` east of UTC,
   * e.g. 480 for UTC+8). A date that does not exist or an end before the start is 510872008.
   */
  startDate: Type.Optional(Type.String({ maxLength: 10 })),
  endDate: Type.Optional(Type.String({ maxLength: 10 })),
  utcOffsetMinutes: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
};

/** POST operationLog/query.json: the current partner's entries, newest first, 10 a page by default. */
export const OperationLogQuerySchema = Type.Object(
  { ...PageRequestFields, ...FilterFields },
  { additionalProperties: false },
);
export type OperationLogQuery = Static<typeof OperationLogQuerySchema>;

/** POST operationLog/export.json: the same filters; answers a CSV file (UTF-8 with BOM). */
export const OperationLogExportSchema = Type.Object(FilterFields, { additionalProperties: false });
export type OperationLogExportRequest = Static<typeof OperationLogExportSchema>;

export const OperationLogEntrySchema = Type.Object(
  {
    id: Type.String(),
    /** ISO 8601, UTC */
    time: Type.String(),
    action: Type.String(),
    /** Who did it (email); null for the network's staff (shown as such) or when unknown. */
    actor: Type.Union([Type.String(), Type.Null()]),
    /** True when the network's staff did it to this partner. */
    staff: Type.Boolean(),
    /** What it touched (a file, a session's device, a partner), when known. */
    target: Type.Union([Type.String(), Type.Null()]),
    outcome: Type.Union([Type.Literal('SUCCESS'), Type.Literal('FAILURE')]),
    /** The actor's address; always null for the network's staff (partners do not learn theirs). */
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

/** POST operationLog/filters.json: the actions and actors that occur in the partner's log. */
export const OperationLogFiltersResponseSchema = Envelope({
  actionList: Type.Array(Type.String()),
  actorList: Type.Array(Type.String()),
  hasStaffEntries: Type.Boolean(),
});
export type OperationLogFiltersResponse = Static<typeof OperationLogFiltersResponseSchema>;
