import type { StaffUser } from '@contract/staff-user/schemas';
import type { UserRole, UserStatus } from '@contract/staff-user/constants';
import { conditions, pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { likeLiteral } from '@server/http/present';
import { signInLockedSql } from '@server/repositories/login-throttle/repository';

interface Row {
  id: string;
  email: string;
  given_name: string;
  family_name: string;
  role: UserRole;
  partner_id: string | null;
  partner_name: string | null;
  partner_list: Array<{ id: string; name: string }>;
  disabled: boolean;
  locked: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

export interface NewUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: UserRole;
  partnerId: string | null;
  passwordHash: string;
  createdAt: Date;
}

export interface UserFilter {
  keyword?: string;
  partnerId?: string;
  role?: UserRole;
  status?: UserStatus;
}

const COLUMNS = `u.id, u.email, u.given_name, u.family_name, u.role, u.partner_id, p.name AS partner_name,
    coalesce((SELECT json_agg(json_build_object('id', lp.id, 'name', lp.name) ORDER BY lp.sort_order, lp.name)
      FROM user_partners up JOIN partners lp ON lp.id = up.partner_id WHERE up.user_id = u.id), '[]'::json)
      AS partner_list,
    u.disabled, ${signInLockedSql('$1')} AS locked, u.created_at,
    (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_sign_in_at`;
const FROM = `FROM users u LEFT JOIN partners p ON p.id = u.partner_id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

/** The list's filters, only those given (db/conditions.ts says why). */
function userWhere(params: unknown[], filter: UserFilter, now: Date): string {
  const keyword = filter.keyword?.trim();
  const locked = signInLockedSql('$?');
  const status = {
    DISABLED: 'u.disabled',
    LOCKED: `NOT u.disabled AND ${locked}`,
    ACTIVE: `NOT u.disabled AND NOT ${locked}`,
  } satisfies Record<UserStatus, string>;
  const where = conditions(params)
    .when(
      keyword ? `%${likeLiteral(keyword)}%` : null,
      `(u.email ILIKE $? ESCAPE '\\' OR (u.given_name || ' ' || u.family_name) ILIKE $? ESCAPE '\\')`,
    )
    .when(
      filter.partnerId,
      `(u.partner_id = $? OR EXISTS (SELECT 1 FROM user_partners up WHERE up.user_id = u.id AND up.partner_id = $?))`,
    )
    .when(filter.role, 'u.role = $?');
  if (filter.status) where.add(`(${status[filter.status]})`, now);
  return where.sql();
}

function toUser(row: Row): StaffUser {
  return {
    userId: row.id,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    fullName: `${row.given_name} ${row.family_name}`.trim(),
    role: row.role,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    partnerList: row.partner_list,
    status: row.disabled ? 'DISABLED' : row.locked ? 'LOCKED' : 'ACTIVE',
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.toISOString() : null,
  };
}

/** Reads: the user list and one user, with their partners. */
function staffUserReadQueries(db: Queryable) {
  return {
    async page(
      filter: UserFilter,
      now: Date,
      limit: number,
      offset: number,
    ): Promise<{ total: number; list: StaffUser[] }> {
      const params: unknown[] = [now];
      const where = userWhere(params, filter, now);
      // The count rides along with the page (one statement); only a page past the end asks again.
      const rows = await db.query<Row & { total: number }>(
        `SELECT count(*) OVER ()::int AS total, ${COLUMNS} ${FROM} WHERE ${where}
         ORDER BY u.created_at DESC, u.email ${pageClause(params, limit, offset)}`,
        params,
      );
      if (rows.length > 0) return { total: rows[0].total, list: rows.map(toUser) };
      const countParams: unknown[] = [];
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM users u WHERE ${userWhere(countParams, filter, now)}`,
        countParams,
      );
      return { total, list: [] };
    },

    async get(userId: string, now: Date): Promise<StaffUser | null> {
      const rows = await db.query<Row>(`${SELECT} WHERE u.id = $2`, [now, userId]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    /** Enabled staff accounts, locked for the rest of the transaction (the last-staff guard). */
    async lockEnabledStaff(): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM users WHERE role = 'STAFF' AND NOT disabled ORDER BY id FOR UPDATE`,
      );
      return rows.map((r) => r.id);
    },

    async setPartners(userId: string, partnerList: string[]): Promise<void> {
      await db.query(`DELETE FROM user_partners WHERE user_id = $1`, [userId]);
      for (const partnerId of partnerList) {
        await db.query(`INSERT INTO user_partners (user_id, partner_id) VALUES ($1, $2)`, [
          userId,
          partnerId,
        ]);
      }
    },

    /** How many of `ids` are partners. */
    async countPartners(ids: string[]): Promise<number> {
      const found = await db.query(`SELECT id FROM partners WHERE id = ANY($1::text[])`, [ids]);
      return found.length;
    },

    /** Every partner for the filters and pickers, in the portal's order. */
    partners(): Promise<{ id: string; name: string }[]> {
      return db.query<{ id: string; name: string }>(
        `SELECT id, name FROM partners ORDER BY sort_order, name`,
      );
    },
  };
}

/** Writes: a new user, changes, disabling and ending sessions. */
function staffUserWriteQueries(db: Queryable) {
  return {
    async insert(user: NewUser): Promise<void> {
      await db.query(
        `INSERT INTO users (id, email, given_name, family_name, role, partner_id, password_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          user.id,
          user.email,
          user.givenName,
          user.familyName,
          user.role,
          user.partnerId,
          user.passwordHash,
          user.createdAt,
        ],
      );
    },

    async update(
      userId: string,
      changes: { givenName: string; familyName: string; role: UserRole; partnerId: string | null },
    ): Promise<void> {
      await db.query(
        `UPDATE users SET given_name = $2, family_name = $3, role = $4, partner_id = $5 WHERE id = $1`,
        [userId, changes.givenName, changes.familyName, changes.role, changes.partnerId],
      );
    },

    async setDisabled(userId: string, disabled: boolean): Promise<void> {
      await db.query(`UPDATE users SET disabled = $2 WHERE id = $1`, [userId, disabled]);
    },

    /** Ends every live session of the user (the caller empties the session cache afterwards). */
    async endSessions(userId: string, now: Date): Promise<void> {
      await db.query(`UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [
        userId,
        now,
      ]);
    },
  };
}

export function staffUserRepository(db: Queryable) {
  return {
    ...staffUserReadQueries(db),
    ...staffUserWriteQueries(db),
  };
}

export type StaffUserRepository = ReturnType<typeof staffUserRepository>;
