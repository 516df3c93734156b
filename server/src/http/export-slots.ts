import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '@server/clock';
import type { Database } from '@server/db/database';
import { exportSlotsRepository } from '@server/repositories/export-slots/repository';
import { newId } from '@server/security/tokens';
import { TryAgainError } from './app-error';
import { msg } from '@server/i18n/messages';

/** A slot older than this belongs to an export whose process died: it stops counting. */
export const EXPORT_SLOT_STALE_MS = 5 * 60_000;
/** Exports take seconds at most: the caller may try again soon (Retry-After). */
export const EXPORT_RETRY_AFTER_SECONDS = 5;
const MESSAGE = (max: number) => msg('error.exportsBusy', { max });

/**
 * The count behind exportSlotHooks: `take` answers a slot id, or null when the user already has
 * `max` exports in flight. Counted and taken in one transaction under a lock of the user's, in the
 * database, so parallel exports, to one process or several (WEB_CONCURRENCY), each see the others.
 */
export function exportSlots(db: Database, clock: Clock, max: number) {
  return {
    async take(userId: string): Promise<string | null> {
      const now = clock.now();
      const id = newId();
      return db.tx(async (q) => {
        const slots = exportSlotsRepository(q);
        await slots.lockUser(userId);
        if ((await slots.countLive(userId, new Date(now.getTime() - EXPORT_SLOT_STALE_MS))) >= max)
          return null;
        await slots.insert(id, userId, now);
        return id;
      });
    },
    async give(id: string): Promise<void> {
      await exportSlotsRepository(db).remove(id);
    },
  };
}

/**
 * At most EXPORT_CONCURRENT_MAX CSV exports of one user in flight (docs/security.md): a slot is
 * taken once the session and body are checked (preHandler) and given back when the answer has gone
 * (onResponse); a third at once answers 429 with Retry-After. Spread into the export route's options.
 */
export function exportSlotHooks(app: FastifyInstance) {
  const held = new WeakMap<FastifyRequest, string>();
  const max = app.config.exportConcurrentMax;
  const slots = exportSlots(app.db, app.clock, max);
  // This process's own exports in flight per user: at the limit already, a refusal needs no
  // database work (the shared count can only be higher), so a caller hammering the export costs
  // everyone else next to nothing.
  const local = new Map<string, number>();
  const add = (userId: string, n: number) => {
    const next = (local.get(userId) ?? 0) + n;
    if (next > 0) local.set(userId, next);
    else local.delete(userId);
  };
  return {
    preHandler: async (request: FastifyRequest) => {
      const userId = request.session!.userId;
      const id = (local.get(userId) ?? 0) >= max ? null : await slots.take(userId);
      if (!id) throw new TryAgainError(MESSAGE(max), EXPORT_RETRY_AFTER_SECONDS);
      held.set(request, id);
      add(userId, 1);
    },
    onResponse: async (request: FastifyRequest) => {
      const id = held.get(request);
      if (!id) return;
      held.delete(request);
      add(request.session!.userId, -1);
      // An error here only leaves the slot until it is stale.
      await slots
        .give(id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'export slot not released'));
    },
  };
}
