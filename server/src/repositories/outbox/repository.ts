import type { Queryable } from '@server/db/database';

export interface OutboxRow {
  id: string;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Mail kept instead of sent (SMTP_URL unset). */
export function outboxRepository(db: Queryable) {
  return {
    async insert(mail: OutboxRow): Promise<void> {
      await db.query(
        `INSERT INTO outbox (id, created_at, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5, $6)`,
        [mail.id, mail.createdAt, mail.to, mail.subject, mail.text, mail.html],
      );
    },
  };
}
