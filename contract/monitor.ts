import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { Envelope } from './envelope';

/**
 * Usage monitoring (MON-ROUTE, issue 13 point 8): the portal's monitoring events reach the server in
 * batches; staff read usage per path and per partner. Who did it comes from the session, never
 * from the body: a batch holds no email, the server stores the caller's user and partner.
 */
export const MONITOR_BATCH_PATH = '/api/spportal/monitor/batch.json';
export const MONITOR_USAGE_PATH = '/api/spportal/iboss/monitor/usage.json';

/** Most events one batch may hold (the client flushes well before: MONITOR_FLUSH_EVENTS). */
export const MONITOR_BATCH_MAX = 50;
/** The client sends a batch once it holds this many events (or after MONITOR_FLUSH_MS). */
export const MONITOR_FLUSH_EVENTS = 20;
export const MONITOR_FLUSH_MS = 10_000;
/**
 * Batches one session may send per minute: the app sends one per MONITOR_FLUSH_MS plus one on each
 * page hide, unmount or sign-out, so this leaves room for a busy user and stops a flood (429).
 */
export const MONITOR_BATCHES_PER_MINUTE = 30;
export const MONITOR_PATH_MAX = 300;
export const MONITOR_DETAIL_MAX = 300;
/** Rows of each usage list (the most used paths, every partner). */
export const MONITOR_USAGE_ROWS = 50;

/** MON-ROUTE route change; the other codes are the portal's own failure reports. */
export const MONITOR_ROUTE_CHANGE = '500';
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
export type MonitorBatch = Static<typeof MonitorBatchSchema>;

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
