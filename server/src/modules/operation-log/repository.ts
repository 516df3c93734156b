import { pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import type { Msg } from '@server/i18n/messages';
import { PERSONAL_ACTIONS } from '@server/plugins/audit-plugin';

// Constants, not caller input, so they can sit in the SQL text.
const PERSONAL_LIST = PERSONAL_ACTIONS.map((action) => `'${action}'`).join(', ');

export interface LogRow {
  id: number | string;
  at: Date;
  action: string;
  actor: string | null;
  actorRole: string | null;
  target: string | null;
  /** A server-worded target's key and values (migration 161); null: shown as written. */
  targetMessage: Msg | null;
  outcome: 'SUCCESS' | 'FAILURE';
  ip: string | null;
}

/** One partner's log as `userId` may read it, with the filters applied (null: any). */
export interface LogFilter {
  partnerId: string;
  userId: string;
  action: string | null;
  from: Date | null;
  to: Date | null;
  /** Lower-cased email of a partner user. */
  actor: string | null;
  actorKind: string | null;
}

/**
 * The WHERE clause for one partner's log with the filters applied. Staff entries carry the
 * partner they touched, so they appear here and nowhere else.
 */
function filtered(filter: LogFilter) {
  const where = `l.partner_id = $1 AND ($2::text IS NULL OR l.action = $2)
    AND ($3::timestamptz IS NULL OR l.at >= $3) AND ($4::timestamptz IS NULL OR l.at < $4)
    AND ($5::text IS NULL OR (lower(COALESCE(u.email, l.actor_email)) = $5 AND l.actor_role IS DISTINCT FROM 'STAFF'))
    AND ($6::text IS NULL OR ($6 = 'STAFF') = (l.actor_role IS NOT DISTINCT FROM 'STAFF'))
    AND (l.action NOT IN (${PERSONAL_LIST}) OR l.user_id = $7)`;
  const params: unknown[] = [
    filter.partnerId,
    filter.action,
    filter.from,
    filter.to,
    filter.actor,
    filter.actorKind,
    // The partner's actions, but another user's personal security events stay theirs.
    filter.userId,
  ];
  return { where, params };
}

const SELECT = `SELECT l.id, l.at, l.action, COALESCE(u.email, l.actor_email) AS actor,
  l.actor_role AS "actorRole", l.target, l.target_message AS "targetMessage", l.outcome, l.ip
  FROM operation_log l LEFT JOIN users u ON u.id = l.user_id`;

/** The read side of the operation log (`operation_log`; the audit plugin writes it). */
export function operationLogRepository(db: Queryable) {
  return {
    /** One page, newest first, and the count of every matching entry. */
    async page(filter: LogFilter, limit: number, offset: number) {
      const { where, params } = filtered(filter);
      const [{ total }] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM operation_log l LEFT JOIN users u ON u.id = l.user_id WHERE ${where}`,
        params,
      );
      const pageParams = [...params];
      const rows = await db.query<LogRow>(
        `${SELECT} WHERE ${where} ORDER BY l.at DESC, l.id DESC ${pageClause(pageParams, limit, offset)}`,
        pageParams,
      );
      return { total, rows };
    },

    /** The newest `limit` matching entries. */
    list(filter: LogFilter, limit: number): Promise<LogRow[]> {
      const { where, params } = filtered(filter);
      return db.query<LogRow>(`${SELECT} WHERE ${where} ORDER BY l.at DESC, l.id DESC LIMIT $8`, [
        ...params,
        limit,
      ]);
    },

    /**
     * The values the partner's filters offer: actions, partner users (at most 200), any staff entry;
     * from the entries the user may see (another user's personal security events stay theirs, as
     * in the log itself), so a filter never names what the log would not show.
     */
    async filterValues(partnerId: string, userId: string) {
      const visible = `l.partner_id = $1 AND (l.action NOT IN (${PERSONAL_LIST}) OR l.user_id = $2)`;
      const actions = await db.query<{ action: string }>(
        `SELECT DISTINCT l.action FROM operation_log l WHERE ${visible} ORDER BY l.action`,
        [partnerId, userId],
      );
      const actors = await db.query<{ actor: string }>(
        `SELECT DISTINCT lower(COALESCE(u.email, l.actor_email)) AS actor
         FROM operation_log l LEFT JOIN users u ON u.id = l.user_id
         WHERE ${visible} AND l.actor_role IS DISTINCT FROM 'STAFF'
           AND COALESCE(u.email, l.actor_email) IS NOT NULL
         ORDER BY 1 LIMIT 200`,
        [partnerId, userId],
      );
      const [{ staff }] = await db.query<{ staff: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM operation_log l WHERE ${visible} AND l.actor_role = 'STAFF') AS staff`,
        [partnerId, userId],
      );
      return { actions, actors, staff };
    },
  };
}
