import { DIGEST_API } from '@contract/digest/constants';
import type { Config } from '@server/config';
import type { Queryable } from '@server/db/database';
import type { Mailer } from '@server/plugins/mail-plugin';
import { randomToken, sha256 } from '@server/security/tokens';
import { digestContent } from './content';
import { digestMail } from './render';
import { digestRepository } from './repository';

/** How long a digest's unsubscribe link works (a year of digests kept in a mailbox). */
export const UNSUBSCRIBE_VALID_DAYS = 365;
const DAY_MS = 86_400_000;

export const tokenNotBefore = (now: Date) => new Date(now.getTime() - UNSUBSCRIBE_VALID_DAYS * DAY_MS);

export interface DigestDeps {
  db: Queryable;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  now: Date;
}

/**
 * Sends one user the digest of the week before `weekStart` (a Monday, 'YYYY-MM-DD'), unless they
 * turned it off meanwhile. Each mail carries its own unsubscribe token, stored as a hash.
 */
export async function sendWeeklyDigest(
  deps: DigestDeps,
  userId: string,
  weekStart: string,
): Promise<boolean> {
  const repo = digestRepository(deps.db);
  const recipient = await repo.recipient(userId);
  if (!recipient) return false;
  const content = await digestContent(deps.db, recipient, weekStart, deps.now);
  const token = randomToken();
  await repo.addToken(sha256(token), userId, deps.now);
  const base = deps.config.publicUrl;
  await deps.mailer.send(
    digestMail(content, {
      portal: `${base}/performance-insights`,
      settings: `${base}/account-management`,
      unsubscribe: `${base}${DIGEST_API.unsubscribe}?token=${encodeURIComponent(token)}`,
    }),
  );
  return true;
}
