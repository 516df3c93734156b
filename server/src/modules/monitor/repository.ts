import { MONITOR_ROUTE_CHANGE, MONITOR_USAGE_ROWS } from '@contract/monitor/constants';
import type { Queryable } from '@server/db/database';

/** Who sent a batch: from the session, never from the body. */
export interface EventSender {
  userId: string;
  partnerId: string | null;
  staff: boolean;
}

/** One event as stored: the browser's time only when it is believable (else null). */
export interface NewEvent {
  clientAt: Date | null;
  code: string;
  path: string | null;
  detail: string | null;
}

export interface UsageRow {
  key: string | null;
  name: string | null;
  views: number;
  users: number;
}

/** Usage monitoring: `monitor_events` (migration 080) and the per-session quota `monitor_quota` (081). */
export function monitorRepository(db: Queryable) {
  return {
    /**
     * Counts a batch against its session's window in one upsert (the row lock orders parallel
     * batches): a window opened at or before `windowOpenedBefore` starts afresh at `now`.
     * False when the window already holds `maxBatches`.
     */
    async countBatch(sessionId: string, now: Date, windowOpenedBefore: Date, maxBatches: number) {
      const counted = await db.query(
        `INSERT INTO monitor_quota AS q (session_id, window_start, batches) VALUES ($1, $2, 1)
         ON CONFLICT (session_id) DO UPDATE SET
           batches = CASE WHEN q.window_start <= $3 THEN 1 ELSE q.batches + 1 END,
           window_start = CASE WHEN q.window_start <= $3 THEN $2 ELSE q.window_start END
         WHERE q.window_start <= $3 OR q.batches < $4
         RETURNING batches`,
        [sessionId, now, windowOpenedBefore, maxBatches],
      );
      return counted.length > 0;
    },

    /** When the session's current quota window opened, or null without one. */
    async windowStart(sessionId: string): Promise<Date | null> {
      const [quota] = await db.query<{ window_start: Date }>(
        `SELECT window_start FROM monitor_quota WHERE session_id = $1`,
        [sessionId],
      );
      return quota?.window_start ?? null;
    },

    /** Stores a batch's events in one statement, all received at `now`. */
    async insertEvents(now: Date, sender: EventSender, events: NewEvent[]): Promise<void> {
      const values: string[] = [];
      const params: unknown[] = [now, sender.userId, sender.partnerId, sender.staff];
      for (const event of events) {
        const at = params.length;
        params.push(event.clientAt, event.code, event.path, event.detail);
        values.push(`($1, $${at + 1}, $2, $3, $4, $${at + 2}, $${at + 3}, $${at + 4})`);
      }
      await db.query(
        `INSERT INTO monitor_events (at, client_at, user_id, partner_id, staff, code, path, detail)
         VALUES ${values.join(', ')}`,
        params,
      );
    },

    /** Route changes received in [from, to): totals, the most viewed paths, and every partner. */
    async usage(from: Date, to: Date) {
      const where = `e.code = '${MONITOR_ROUTE_CHANGE}' AND e.at >= $1 AND e.at < $2`;
      const params = [from, to];
      const [totals] = await db.query<{ views: number; users: number }>(
        `SELECT count(*)::int AS views, count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e WHERE ${where}`,
        params,
      );
      const paths = await db.query<UsageRow>(
        `SELECT e.path AS key, NULL AS name, count(*)::int AS views, count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e WHERE ${where} AND e.path IS NOT NULL
         GROUP BY e.path ORDER BY views DESC, e.path LIMIT ${MONITOR_USAGE_ROWS}`,
        params,
      );
      const partners = await db.query<UsageRow>(
        `SELECT e.partner_id AS key, p.name AS name, count(*)::int AS views,
           count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e LEFT JOIN partners p ON p.id = e.partner_id
         WHERE ${where}
         GROUP BY e.partner_id, p.name ORDER BY views DESC, p.name NULLS LAST`,
        params,
      );
      return { totals, paths, partners };
    },
  };
}
