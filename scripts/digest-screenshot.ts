/**
 * `npm run docs:digest`: the weekly digest as a partner user sees it, for docs/images/digest-mail.png.
 * Seeds the demo data in an in-memory database, renders ops@gcash.demo's digest of last week
 * through the same code as the job, puts the chart in place of its cid: reference (a mail client
 * does the same with the attachment) and photographs the HTML part in Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createPgliteDatabase } from '@server/db/pglite-database';
import { weekStartOf } from '@server/modules/digest/content';
import { digestRepository } from '@server/modules/digest/repository';
import { sendWeeklyDigest } from '@server/modules/digest/send';
import type { MailMessage } from '@server/plugins/mail-plugin';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'docs', 'images', 'digest-mail.png');
const USER = 'ops@gcash.demo';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-digest-'));
  const db = await createPgliteDatabase();
  const mails: MailMessage[] = [];
  const app = await buildApp({
    db,
    config: loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }),
    mailer: { kind: 'custom', send: async (mail) => void mails.push(mail) },
  });
  try {
    const now = app.clock.now();
    const recipient = (await digestRepository(db).recipients()).find((r) => r.email === USER);
    if (!recipient) throw new Error(`${USER} gets no digest`);
    await sendWeeklyDigest(
      { db, mailer: app.mailer, config: app.config, now },
      recipient.userId,
      weekStartOf(now),
    );
    const [mail] = mails;
    let html = mail.html!;
    for (const attachment of mail.attachments ?? [])
      html = html.replace(
        `cid:${attachment.cid}`,
        `data:${attachment.contentType};base64,${attachment.content.toString('base64')}`,
      );
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    const page = await browser.newPage({ viewport: { width: 680, height: 900 }, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: 'load' });
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    await page.screenshot({ path: OUT, fullPage: true });
    await browser.close();
    console.log(`Subject: ${mail.subject}\nWrote ${path.relative(ROOT, OUT)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Digest screenshot failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
