import { weekStartOf } from '@server/modules/digest/content';
import { digestRepository } from '@server/modules/digest/repository';
import { sendWeeklyDigest, tokenNotBefore } from '@server/modules/digest/send';
import { enqueueJob } from './queue';
import type { JobRegistry } from './types';

/** The digest goes out on Mondays at 08:00 UTC (docs/server.md, "Weekly digest"). */
export const DIGEST_HOUR_UTC = 8;

/** Monday 08:00 UTC of the week that holds `now`: the weekly digest's occurrence. */
export function weeklyDigestOccurrence(now: Date) {
  const weekStart = weekStartOf(now);
  const runAt = new Date(Date.parse(`${weekStart}T00:00:00Z`) + DIGEST_HOUR_UTC * 3_600_000);
  return { key: `digest:${weekStart}`, runAt, payload: { weekStart } };
}

/**
 * `digest`: once a week (and by hand, `npm run jobs -- digest --now`) it enqueues one
 * `digest-mail` job per user who gets the digest; each mail is a job of its own, so a failed send
 * is retried alone and a sent one is never sent again (its key names the user and the week).
 */
export const digestJobKinds: JobRegistry = {
  digest: {
    recurring: weeklyDigestOccurrence,
    async run(job, ctx) {
      const now = ctx.clock.now();
      const weekStart = typeof job.payload.weekStart === 'string' ? job.payload.weekStart : weekStartOf(now);
      // A manual run sends again, under its own keys; the weekly one once per user and week.
      const run = job.payload.manual ? job.key : weekStart;
      const repo = digestRepository(ctx.db);
      await repo.forgetTokens(tokenNotBefore(now));
      const recipients = await repo.recipients();
      let added = 0;
      for (const recipient of recipients) {
        const { enqueued } = await enqueueJob(ctx.db, {
          kind: 'digest-mail',
          key: `digest-mail:${recipient.userId}:${run}`,
          runAt: now,
          payload: { userId: recipient.userId, weekStart },
          now,
        });
        if (enqueued) added += 1;
      }
      return `${added} digest mail${added === 1 ? '' : 's'} to send for the week before ${weekStart}`;
    },
  },
  'digest-mail': {
    async run(job, ctx) {
      const { userId, weekStart } = job.payload as { userId: string; weekStart: string };
      const sent = await sendWeeklyDigest(
        { db: ctx.db, mailer: ctx.mailer, config: ctx.config, now: ctx.clock.now() },
        userId,
        weekStart,
      );
      return sent ? 'sent' : 'not sent: the digest is off for this user now';
    },
  },
};
