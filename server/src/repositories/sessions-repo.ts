import type { Queryable } from '../db/database';
import { globalPlugin } from '../http/global-plugin';
import type { Role } from './users-repo';

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
}

const COLUMNS = `s.id, s.user_id AS "userId", s.partner_id AS "partnerId", s.created_at AS "createdAt",
  s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt", s.ip,
  s.user_agent AS "userAgent"`;

export function sessionsRepo(db: Queryable) {
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
    async findByTokenHash(tokenHash: string): Promise<SessionWithUser | null> {
      const rows = await db.query<SessionWithUser>(
        `SELECT ${COLUMNS}, u.email, u.role, u.disabled
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1`, [id, at]);
    },
    async revoke(id: string, at: Date): Promise<void> {
      await db.query(`UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [id, at]);
    },
    async revokeForUser(userId: string, at: Date, exceptId: string | null = null): Promise<void> {
      await db.query(
        `UPDATE sessions SET revoked_at = $2
         WHERE user_id = $1 AND revoked_at IS NULL AND ($3::text IS NULL OR id <> $3)`,
        [userId, at, exceptId],
      );
    },
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

export type SessionsRepo = ReturnType<typeof sessionsRepo>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepo: SessionsRepo;
  }
}

export const sessionsRepoPlugin = globalPlugin('sessions-repo', async (app) => {
  app.decorate('sessionsRepo', sessionsRepo(app.db));
});
