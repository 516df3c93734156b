import type { FastifyInstance } from 'fastify';
import { MONITOR_API, MONITOR_BATCHES_PER_MINUTE } from '@contract/monitor/constants';
import { MonitorBatchResponseSchema, MonitorBatchSchema } from '@contract/monitor/schemas';
import { TryAgainError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { monitorRepository } from './repository';
import { msg } from '@server/i18n/messages';

/** A browser time further than this from the server's is not kept (a wrong clock, or made up). */
const CLIENT_TIME_SLACK_MS = 86_400_000;
/** 50 events of at most ~700 bytes each, with room to spare; anything larger is refused (413). */
const BATCH_BODY_LIMIT = 64 * 1024;
const QUOTA_WINDOW_MS = 60_000;
const QUOTA_MESSAGE = msg('error.monitorQuota');

/**
 * Usage monitoring (contract/monitor/): the batch call stores the caller's events under their own
 * user and current partner. The staff usage call is in staff-routes.ts.
 */
export default async function monitorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = monitorRepository(app.db);

  /**
   * Counts the batch against its session's minute in one upsert (the row lock orders parallel
   * batches), or refuses it with 429 and the seconds until the window ends.
   */
  async function reserveBatch(sessionId: string, now: Date): Promise<void> {
    const windowOpenedBefore = new Date(now.getTime() - QUOTA_WINDOW_MS);
    if (await repo.countBatch(sessionId, now, windowOpenedBefore, MONITOR_BATCHES_PER_MINUTE)) return;
    const windowStart = await repo.windowStart(sessionId);
    const endsAt = (windowStart?.getTime() ?? now.getTime()) + QUOTA_WINDOW_MS;
    throw new TryAgainError(QUOTA_MESSAGE, Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }

  r.post(
    MONITOR_API.batch,
    {
      // The app sends batches on its own (a timer, page hide): they are no sign the user is there,
      // so they must not keep an idle session alive (README, "Screens": session safety).
      onRequest: app.requireSessionQuiet,
      bodyLimit: BATCH_BODY_LIMIT,
      schema: { body: MonitorBatchSchema, response: responses(MonitorBatchResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const now = app.clock.now();
      await reserveBatch(session.sessionId, now);
      const events = request.body.eventList.map((event) => ({
        clientAt: Math.abs(event.time - now.getTime()) <= CLIENT_TIME_SLACK_MS ? new Date(event.time) : null,
        code: String(event.code),
        path: event.path ?? null,
        detail: event.detail ?? null,
      }));
      const sender = {
        userId: session.userId,
        partnerId: session.partnerId,
        staff: session.role === 'STAFF',
      };
      await repo.insertEvents(now, sender, events);
      return ok({ stored: events.length });
    },
  );
}
