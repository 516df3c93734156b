import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '@contract/shared/common';
import { Envelope } from '@contract/shared/envelope';
import { MONITOR_BATCH_MAX, MONITOR_DETAIL_MAX, MONITOR_PATH_MAX } from './constants';
const MonitorCode = Type.Union([
  Type.Literal(500),
  Type.Literal('CHUNK_LOAD_ERROR'),
  Type.Literal('CSS_CHUNK_LOAD_FAILED'),
  Type.Literal('RENDER_ERROR'),
  Type.Literal('INVALID_LINK'),
]);

export const MonitorWireEventSchema = Type.Object(
  {
    code: MonitorCode,
    /** Path inside the app (without the host's base path). */
    path: Type.Optional(Type.String({ maxLength: MONITOR_PATH_MAX })),
    /** Chunk name or message of a failure report. */
    detail: Type.Optional(Type.String({ maxLength: MONITOR_DETAIL_MAX })),
    /** When it happened in the browser (ms since 1970); the server keeps its own receive time too. */
    time: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 }),
  },
  { additionalProperties: false },
);
export type MonitorWireEvent = Static<typeof MonitorWireEventSchema>;

export const MonitorBatchSchema = Type.Object(
  { eventList: Type.Array(MonitorWireEventSchema, { minItems: 1, maxItems: MONITOR_BATCH_MAX }) },
  { additionalProperties: false },
);

export const MonitorBatchResponseSchema = Envelope({ stored: Type.Integer({ minimum: 0 }) });

/** Staff: route changes between two days (inclusive, in the caller's time zone). */
export const MonitorUsageRequestSchema = Type.Object(
  {
    startDate: Type.String({ maxLength: 10 }),
    endDate: Type.String({ maxLength: 10 }),
    utcOffsetMinutes: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  },
  { additionalProperties: false },
);
export type MonitorUsageRequest = Static<typeof MonitorUsageRequestSchema>;

const UsageCounts = {
  /** Route changes. */
  views: Type.Integer({ minimum: 0 }),
  /** Different users behind them. */
  users: Type.Integer({ minimum: 0 }),
};

export const MonitorUsageResponseSchema = Envelope({
  totalViews: Type.Integer({ minimum: 0 }),
  totalUsers: Type.Integer({ minimum: 0 }),
  /** Most viewed first, at most MONITOR_USAGE_ROWS. */
  pathList: Type.Array(Type.Object({ path: Type.String(), ...UsageCounts }, { additionalProperties: false })),
  /** Most active first; partnerId null is the network's staff. */
  partnerList: Type.Array(
    Type.Object(
      { partnerId: Nullable(Type.String()), partnerName: Nullable(Type.String()), ...UsageCounts },
      { additionalProperties: false },
    ),
  ),
});
export type MonitorUsageResponse = Static<typeof MonitorUsageResponseSchema>;
