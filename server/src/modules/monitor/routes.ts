import type { FastifyInstance } from 'fastify';
import { MONITOR_API, MONITOR_BATCHES_PER_MINUTE } from '@contract/monitor/constants';
import { MonitorBatchResponseSchema, MonitorBatchSchema } from '@contract/monitor/schemas';
import { TryAgainError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';

/** A browser time further than this from the server's is not kept (a wrong clock, or made up). */
const CLIENT_TIME_SLACK_MS = 86_400_000;
/** 50 events of at most ~700 bytes each, with room to spare; anything larger is refused (413). */
const BATCH_BODY_LIMIT = 64 * 1024;
const QUOTA_WINDOW_MS = 60_000;
const QUOTA_MESSAGE = 'Too many monitoring batches from this session; try again later.';

/**
 * Usage monitoring (contract/monitor/): the batch call stores the caller's events under their own
 * user and current partner. The staff usage call is in staff-routes.ts.
 */
export default async function monitorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  /**
   * Counts the batch against its session's minute in one upsert (the row lock orders parallel
   * batches), or refuses it with 429 and the seconds until the window ends.
   */
  async function reserveBatch(sessionId: string, now: Date): Promise<void> {
    const windowOpenedBefore = new Date(now.getTime() - QUOTA_WINDOW_MS);
    const counted = await app.db.query(
      `INSERT INTO monitor_quota AS q (session_id, window_start, batches) VALUES ($1, $2, 1)
       ON CONFLICT (session_id) DO UPDATE SET
         batches = CASE WHEN q.window_start <= $3 THEN 1 ELSE q.batches + 1 END,
         window_start = CASE WHEN q.window_start <= $3 THEN $2 ELSE q.window_start END
       WHERE q.window_start <= $3 OR q.batches < $4
       RETURNING batches`,
      [sessionId, now, windowOpenedBefore, MONITOR_BATCHES_PER_MINUTE],
    );
    if (counted.length > 0) return;
    const [quota] = await app.db.query<{ window_start: Date }>(
      `SELECT window_start FROM monitor_quota WHERE session_id = $1`,
      [sessionId],
    );
    const endsAt = (quota?.window_start.getTime() ?? now.getTime()) + QUOTA_WINDOW_MS;
    throw new TryAgainError(QUOTA_MESSAGE, Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }

  r.post(
    MONITOR_API.batch,
    {
      // The app sends batches on its own (a timer, page hide): they are no sign the user is there,
      // so they must not keep an idle session alive (README: Session safety).
      onRequest: app.requireSessionQuiet,
      bodyLimit: BATCH_BODY_LIMIT,
      schema: { body: MonitorBatchSchema, response: responses(MonitorBatchResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const now = app.clock.now();
      await reserveBatch(session.sessionId, now);
      const values: string[] = [];
      const params: unknown[] = [now, session.userId, session.partnerId, session.role === 'STAFF'];
      for (const event of request.body.eventList) {
        const clientAt =
          Math.abs(event.time - now.getTime()) <= CLIENT_TIME_SLACK_MS ? new Date(event.time) : null;
        const at = params.length;
        params.push(clientAt, String(event.code), event.path ?? null, event.detail ?? null);
        values.push(`($1, $${at + 1}, $2, $3, $4, $${at + 2}, $${at + 3}, $${at + 4})`);
      }
      await app.db.query(
        `INSERT INTO monitor_events (at, client_at, user_id, partner_id, staff, code, path, detail)
         VALUES ${values.join(', ')}`,
        params,
      );
      return ok({ stored: values.length });
    },
  );
}
