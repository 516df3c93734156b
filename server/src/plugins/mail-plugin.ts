import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '@server/clock';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { globalPlugin } from '@server/http/global-plugin';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '@server/private-files';
import { newId } from '@server/security/tokens';
import { outboxRepository } from '@server/repositories/outbox/repository';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Referenced from the HTML part as `cid:<cid>` (an inline image). */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe (the weekly digest). */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox' | 'custom';
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * No SMTP server configured: keep the mail in the outbox table, write an .eml copy to
 * DATA_DIR/outbox and print its links to the log, so the reset flow works out of the box.
 */
export function createOutboxMailer(deps: {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(deps.config.dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      const id = newId();
      const now = deps.clock.now();
      await outboxRepository(deps.db).insert({
        id,
        createdAt: now,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
      const info = await render.sendMail({ from: deps.config.mailFrom, ...message });
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      // Reset links are secrets: the copy is for the server's user only.
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      deps.log.info(
        { to: message.to, subject: message.subject, eml: file, links },
        'mail kept in outbox (SMTP_URL unset)',
      );
      for (const link of links) deps.log.warn(`[outbox] ${message.subject} for ${message.to}: ${link}`);
    },
  };
}

export const mailPlugin = globalPlugin<{ mailer?: Mailer }>('mail', async (app, options) => {
  const mailer =
    options.mailer ??
    (app.config.smtpUrl
      ? createSmtpMailer(app.config.smtpUrl, app.config.mailFrom)
      : createOutboxMailer({ db: app.db, config: app.config, clock: app.clock, log: app.log }));
  app.decorate('mailer', mailer);
});
