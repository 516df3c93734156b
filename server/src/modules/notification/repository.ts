import type { Notification, NotificationStatus } from '@contract/notification/schemas';
import { pageClause } from '@server/db/conditions';
import type { Queryable } from '@server/db/database';
import { jsonRows, jsonRowsSql } from '@server/db/json-rows';
import type { Locale } from '@contract/shared/locale';
import { render, type Msg } from '@server/i18n/messages';

interface NotificationRow {
  id: string;
  title: string;
  content: string;
  category: Notification['category'];
  link_type: Notification['linkType'];
  link_target: string | null;
  published_at: Date;
  read_at: Date | null;
  /** A server-written notice's keys and values (migration 160), null for staff-written ones. */
  message: { title: Msg; content: Msg } | null;
}

/** Who is asking: notifications belong to the partner, read state to the user. */
export interface Reader {
  partnerId: string;
  userId: string;
  now: Date;
}

// An alert's notification (user_id set) is its user's alone (modules/alert/evaluate.ts).
const VISIBLE = `n.partner_id = $1 AND n.published_at <= $3 AND (n.user_id IS NULL OR n.user_id = $2)`;
const READ_JOIN = `LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = $2`;
/** The list's status filter, on the read join's row. */
const STATUS_SQL: Record<NotificationStatus, string> = {
  READ: 'r.read_at IS NOT NULL',
  UNREAD: 'r.read_at IS NULL',
};

function toNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    notificationId: row.id,
    title: row.message ? render(locale, row.message.title) : row.title,
    content: row.message ? render(locale, row.message.content) : row.content,
    category: row.category,
    status: row.read_at ? 'READ' : 'UNREAD',
    createdAt: row.published_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
    linkType: row.link_type,
    linkTarget: row.link_target,
  };
}

export function notificationRepository(db: Queryable) {
  return {
    async unreadCount({ partnerId, userId, now }: Reader): Promise<number> {
      const rows = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications n ${READ_JOIN}
         WHERE ${VISIBLE} AND r.read_at IS NULL`,
        [partnerId, userId, now],
      );
      return rows[0].count;
    },

    /**
     * Unread first, then newest first; with the total under the filter and the unread count, all
     * in one statement that always answers one row (a page past the end too). The page comes as
     * one JSON value (db/json-rows.ts says why), and the status filter is written in only when
     * given (db/conditions.ts says why).
     */
    async page(
      { partnerId, userId, now }: Reader,
      /** The reader's language, for the notices the server wrote (docs/i18n.md, "Server"). */
      locale: Locale,
      status: NotificationStatus | undefined,
      limit: number,
      offset: number,
    ): Promise<{ total: number; unreadCount: number; list: Notification[] }> {
      const params: unknown[] = [partnerId, userId, now];
      const filter = status === undefined ? 'TRUE' : STATUS_SQL[status];
      const select = `SELECT n.id, n.title, n.content, n.message, n.category, n.link_type, n.link_target, n.published_at, r.read_at
        FROM notifications n ${READ_JOIN}
        WHERE ${VISIBLE} AND ${filter}
        ORDER BY (r.read_at IS NULL) DESC, n.published_at DESC, n.id
        ${pageClause(params, limit, offset)}`;
      const [row] = await db.query<{ total: number; unread: number; list: string }>(
        `SELECT count(*) FILTER (WHERE ${filter})::int AS total,
           count(*) FILTER (WHERE r.read_at IS NULL)::int AS unread,
           ${jsonRowsSql(select, '(j.read_at IS NULL) DESC, j.published_at DESC, j.id')} AS list
         FROM notifications n ${READ_JOIN}
         WHERE ${VISIBLE}`,
        params,
      );
      const list = jsonRows<NotificationRow>(row.list, ['published_at', 'read_at']);
      return {
        total: row.total,
        unreadCount: row.unread,
        list: list.map((item) => toNotification(item, locale)),
      };
    },

    /** null when the notification is not visible to this reader (unknown or another partner's). */
    async markOne({ partnerId, userId, now }: Reader, notificationId: string): Promise<number | null> {
      const visible = await db.query<{ id: string }>(
        `SELECT n.id FROM notifications n
         WHERE n.id = $2 AND n.partner_id = $1 AND n.published_at <= $3 AND (n.user_id IS NULL OR n.user_id = $4)`,
        [partnerId, notificationId, now, userId],
      );
      if (visible.length === 0) return null;
      const inserted = await db.query(
        `INSERT INTO notification_reads (notification_id, user_id, read_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING notification_id`,
        [notificationId, userId, now],
      );
      return inserted.length;
    },

    async markAll({ partnerId, userId, now }: Reader): Promise<number> {
      const inserted = await db.query(
        `INSERT INTO notification_reads (notification_id, user_id, read_at)
         SELECT n.id, $2::text, $3::timestamptz FROM notifications n WHERE ${VISIBLE}
         ON CONFLICT DO NOTHING RETURNING notification_id`,
        [partnerId, userId, now],
      );
      return inserted.length;
    },
  };
}
