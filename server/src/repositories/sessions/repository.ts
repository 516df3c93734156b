import type { Queryable } from '@server/db/database';
import type { ChangeBus } from '@server/db/pg-bus';
import { globalPlugin } from '@server/http/global-plugin';
import type { Role } from '@server/repositories/users/repository';

export interface SessionRow {
  id: string;
  userId: string;
  partnerId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
}

export interface SessionWithUser extends SessionRow {
  email: string;
  role: Role;
  disabled: boolean;
  givenName: string;
  familyName: string;
  /** Name of the session's current partner (null for staff). */
  partnerName: string | null;
  /** The user's kept language (docs/i18n.md). */
  locale: string | null;
}

const COLUMNS = `s.id, s.user_id AS "userId", s.partner_id AS "partnerId", s.created_at AS "createdAt",
  s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", s.ip,
  s.user_agent AS "userAgent"`;

/**
 * Session rows by token hash, kept for SESSION_CACHE_MS so the hot read path (every call) usually
 * needs no query. Any revocation empties it in this process at once and, on PostgreSQL, in every
 * other process on the same database (a LISTEN/NOTIFY message, see db/pg-bus.ts) before the
 * revoking call answers. While that message channel is down the cache is not used at all.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionWithUser; until: number }>();
  /** False while other processes' revocations could be missed (the listening connection is down). */
  private usable = true;
  /**
   * Counts clears. A lookup that read the row before a revocation and finishes after the clear
   * must not put the old row back (it would be served for SESSION_CACHE_MS): set() takes the
   * generation seen before the read and keeps nothing when a clear came in between.
   */
  private generation = 0;
  constructor(private readonly ttlMs: number) {}

  /** To pass to set() for a row about to be read. */
  get current(): number {
    return this.generation;
  }

  get(tokenHash: string, now: number): SessionWithUser | null {
    if (!this.usable) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.row;
  }

  set(tokenHash: string, row: SessionWithUser, now: number, readAt: number): void {
    if (this.ttlMs <= 0 || !this.usable || readAt !== this.generation) return;
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(tokenHash, { row, until: now + this.ttlMs });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  setUsable(usable: boolean): void {
    this.usable = usable;
    this.clear();
  }
}

/** The channel on which a process tells the others to forget their cached sessions. */
export const SESSIONS_CHANNEL = 'portal_sessions_changed';

/** Writing a new session and reading one by its token (through the cache when there is one). */
function lookupQueries(db: Queryable, cache: SessionCache | null) {
  const findByTokenHash = async (tokenHash: string): Promise<SessionWithUser | null> => {
    const rows = await db.query<SessionWithUser>(
      `SELECT ${COLUMNS}, u.email, u.role, u.disabled, u.given_name AS "givenName",
           u.family_name AS "familyName", p.name AS "partnerName", u.locale
         FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN partners p ON p.id = s.partner_id
         WHERE s.token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  };
  return {
    async insert(row: Omit<SessionRow, 'revokedAt'> & { tokenHash: string }): Promise<void> {
      await db.query(
        `INSERT INTO sessions (id, token_hash, user_id, partner_id, created_at, last_seen_at, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row.id,
          row.tokenHash,
          row.userId,
          row.partnerId,
          row.createdAt,
          row.lastSeenAt,
          row.expiresAt,
          row.ip,
          row.userAgent,
        ],
      );
    },
    /** Cached lookup for the per-request check; misses (and unknown tokens) go to the database. */
    async findActive(tokenHash: string, now: Date): Promise<SessionWithUser | null> {
      const hit = cache?.get(tokenHash, now.getTime());
      if (hit) return hit;
      const readAt = cache?.current ?? 0;
      const row = await findByTokenHash(tokenHash);
      if (row && !row.revokedAt) cache?.set(tokenHash, row, now.getTime(), readAt);
      return row;
    },
    findByTokenHash,
    /** Sessions still usable at `now` given the idle limit. */
    listActive(userId: string, now: Date, idleSince: Date): Promise<SessionRow[]> {
      return db.query<SessionRow>(
        `SELECT ${COLUMNS} FROM sessions s
         WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3
         ORDER BY s.last_seen_at DESC`,
        [userId, now, idleSince],
      );
    },
  };
}

/** Activity and revocation; every revocation empties the caches of all processes. */
function lifecycleQueries(db: Queryable, cache: SessionCache | null, bus?: ChangeBus) {
  /** After a revocation is written: every process forgets its cached sessions. */
  const forget = async () => {
    cache?.clear();
    await bus?.publish(SESSIONS_CHANNEL, 'revoked');
  };
  return {
    /** Records activity (the cached row is the caller's, updated in place). */
    async touch(row: SessionWithUser, at: Date): Promise<void> {
      row.lastSeenAt = at;
      await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1`, [row.id, at]);
    },
    async revoke(id: string, at: Date): Promise<void> {
      cache?.clear();
      await db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, at]);
      await forget();
    },
    /** Revokes one of the user's own sessions; false when it isn't theirs or already ended. */
    async revokeOwn(id: string, userId: string, at: Date): Promise<boolean> {
      cache?.clear();
      const rows = await db.query(
        `UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
        [id, userId, at],
      );
      await forget();
      return rows.length > 0;
    },
    /** Ends the user's other open sessions (the caller then calls forgetCached). */
    revokeOthers(userId: string, keepSessionId: string, now: Date): Promise<{ id: string }[]> {
      return db.query<{ id: string }>(
        `UPDATE sessions SET revoked_at = $3
         WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expires_at > $3
         RETURNING id`,
        [userId, keepSessionId, now],
      );
    },
    /** Restarts the session's idle clock (the caller then calls forgetCached). */
    async restartIdleClock(sessionId: string, now: Date): Promise<void> {
      await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1`, [sessionId, now]);
    },
    /** After revoking or disabling through another queryable (a transaction, once committed). */
    forgetCached(): Promise<void> {
      return forget();
    },
  };
}

export function sessionsRepository(db: Queryable, cache: SessionCache | null = null, bus?: ChangeBus) {
  return { ...lookupQueries(db, cache), ...lifecycleQueries(db, cache, bus) };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export const sessionsRepositoryPlugin = globalPlugin('sessions-repository', async (app) => {
  const cache = new SessionCache(app.config.sessionCacheMs);
  const bus = app.db.bus;
  if (bus) {
    bus.onListening((listening) => cache.setUsable(listening));
    await bus.subscribe(SESSIONS_CHANNEL, () => cache.clear());
  }
  app.decorate('sessionsRepository', sessionsRepository(app.db, cache, bus));
});
