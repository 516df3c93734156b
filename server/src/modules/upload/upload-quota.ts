import type { Clock } from '@server/clock';
import type { Database, Queryable } from '@server/db/database';
import { TryAgainError } from '@server/http/app-error';
import { newId } from '@server/security/tokens';
import type { TakenPlaces } from './repository';
import { uploadRepository } from './repository';
import { msg } from '@server/i18n/messages';

const HOUR_MS = 3_600_000;
/** A place held this long belongs to an upload whose process died: it stops counting. */
export const RESERVATION_TTL_MS = HOUR_MS;
/** How often the clean-up of unattached uploads runs (routes.ts). */
export const CLEANUP_INTERVAL_MS = HOUR_MS;

/** The window of the upload allowance: uploads made in the last hour count. */
export const UPLOAD_WINDOW_MS = HOUR_MS;

export interface UploadQuotaOptions {
  /** Pending uploads one user may make per hour (UPLOAD_PENDING_PER_HOUR). */
  max: number;
}

/**
 * The per-user upload allowance, a window (docs/uploads.md): pending uploads (files of the user's
 * that came through the upload call and that nothing refers to yet) made in the last hour, plus the
 * user's uploads still arriving, at most `max`. An upload takes a place before a byte of its body is
 * read and gives it back once its files row exists or it was refused, so a refused upload never
 * reaches the disk. A pending upload frees its place when it is attached, discarded (the discard
 * call; the client discards a file it replaces) or an hour old.
 */
export function uploadQuota(db: Database, clock: Clock, options: UploadQuotaOptions) {
  const message = (seconds: number) =>
    msg('upload.quota', { max: options.max, minutes: Math.ceil(seconds / 60) });

  /** When a place frees itself at the latest: the oldest counted upload leaves the window. */
  const freesAt = (taken: TakenPlaces[]): number =>
    Math.min(
      ...taken.map((row) =>
        row.kind === 'stored'
          ? row.oldest.getTime() + UPLOAD_WINDOW_MS
          : row.oldest.getTime() + RESERVATION_TTL_MS,
      ),
    );

  return {
    /**
     * Takes one of the user's places and answers its id, or refuses with 429 (310870004) when every
     * place is taken. Counted and taken in one transaction under a lock of the user's, so uploads
     * sent at once, to one process or several, queue there and each sees the places taken before.
     */
    async reserve(userId: string): Promise<string> {
      const now = clock.now();
      const id = newId();
      const refused = await db.tx(async (q) => {
        const places = uploadRepository(q);
        await places.lockUserQuota(userId);
        const taken = await places.takenPlaces(userId, {
          storedSince: new Date(now.getTime() - UPLOAD_WINDOW_MS),
          arrivingSince: new Date(now.getTime() - RESERVATION_TTL_MS),
        });
        if (taken.reduce((sum, row) => sum + row.n, 0) >= options.max) return taken;
        await places.insertReservation(id, userId, now);
        return null;
      });
      if (refused) {
        const seconds = Math.max(1, Math.ceil((freesAt(refused) - now.getTime()) / 1000));
        throw new TryAgainError(message(seconds), seconds);
      }
      return id;
    },

    /** Gives the place back (the upload is stored, and so counted as a file, or it failed). */
    async release(id: string): Promise<void> {
      await uploadRepository(db).deleteReservation(id);
    },
  };
}

/** Forgets the places of uploads whose process died (hourly, with the clean-up). */
export async function pruneUploadReservations(db: Queryable, now: Date): Promise<void> {
  await uploadRepository(db).deleteReservationsUpTo(new Date(now.getTime() - RESERVATION_TTL_MS));
}
