/** MON-ROUTE: every route change is logged with this code. */
export const ROUTE_CHANGE_CODE = 500;
/** ROUTE-STAFF: the staff area does no user lookup; monitoring uses this fixed placeholder instead. */
export const STAFF_MONITOR_ID = 'IBOSS_STAFF';

type MonitorCode = number | 'CHUNK_LOAD_ERROR' | 'CSS_CHUNK_LOAD_FAILED' | 'RENDER_ERROR' | 'INVALID_LINK';

export interface MonitorEvent {
  code: MonitorCode;
  /** Path inside the app (without the host's base path). */
  path?: string;
  /** `{ email }` for partner users, `{ staff: STAFF_MONITOR_ID }` in the staff area. */
  user?: { email: string } | { staff: string };
  /** Chunk name for chunk-load failures. */
  chunk?: string;
  message?: string;
  time: number;
}

/** Where events go. A host passes its own in the mount props (`monitor`). */
export type MonitorSink = (event: MonitorEvent) => void;
