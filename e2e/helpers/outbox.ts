import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from '../../playwright.config';

/** Where the server writes each mail as an .eml file when no SMTP server is set (docs/configuration.md). */
const outbox = path.join(e2eEnv.dataDir, 'outbox');

/**
 * The set-password link (`/auth/reset-password?token=...`) of the newest mail to `to`, written at
 * `since` (ms) or later: the reset mail and the invitation carry the same link. Waits up to 15 s
 * for the mail to be written.
 */
export async function mailedPasswordLink(to: string, since = 0): Promise<URL> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return null;
        const newest = fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => ({ name, time: fs.statSync(path.join(outbox, name)).mtimeMs }))
          .filter((file) => file.time >= since)
          .sort((a, b) => b.time - a.time)
          .map((file) => fs.readFileSync(path.join(outbox, file.name), 'utf8'))
          .find((mail) => mail.includes(to));
        if (!newest) return null;
        // Quoted-printable: soft line breaks and encoded "=".
        const text = newest.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
        link = text.match(/https?:\/\/[^\s"<>]+\/auth\/reset-password\?token=[A-Za-z0-9%_-]+/)?.[0] ?? null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return new URL(link as unknown as string);
}
