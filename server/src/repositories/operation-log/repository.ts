import type { Queryable } from '@server/db/database';
import type { Msg } from '@server/i18n/messages';

export interface OperationLogRow {
  at: Date;
  action: string;
  userId: string | null;
  actorEmail: string | null;
  partnerId: string | null;
  ip: string | null;
  outcome: string;
  /** Already scrubbed of secrets. */
  detail: Record<string, unknown>;
  target: string | null;
  /** The target's message key and values when the server worded it (migration 161). */
  targetMessage: Msg | null;
  /** Null: the user's role as of now is stored. */
  actorRole: string | null;
}

/** The operation log's write side (the audit plugin); its reads are modules/operation-log's. */
export function operationLogWriteRepository(db: Queryable) {
  return {
    async insert(entry: OperationLogRow): Promise<void> {
      await db.query(
        `INSERT INTO operation_log (at, action, user_id, actor_email, partner_id, ip, outcome, detail, target, actor_role, target_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
           COALESCE($10::text, (SELECT role FROM users WHERE id = $3::text)), $11)`,
        [
          entry.at,
          entry.action,
          entry.userId,
          entry.actorEmail,
          entry.partnerId,
          entry.ip,
          entry.outcome,
          JSON.stringify(entry.detail),
          entry.target,
          entry.actorRole,
          entry.targetMessage ? JSON.stringify(entry.targetMessage) : null,
        ],
      );
    },
  };
}
