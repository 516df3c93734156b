import { evaluateAlertRules, sendAlertDailySummaries } from '@server/modules/alert/evaluate';
import type { JobRegistry } from './types';

const HOUR_MS = 3_600_000;
/** The daily summary goes out at 07:00 UTC (docs/alerts.md). */
const SUMMARY_HOUR_UTC = 7;

/**
 * The alert kinds (docs/alerts.md): `alerts` evaluates every rule once an hour, besides the
 * evaluation after each change that a rule watches; `alerts-daily` sends the daily summaries. A
 * run that finds a failed send throws, so the job is retried with back-off; what was sent stays
 * sent (the alert rows are stamped before sending).
 */
export const alertJobKinds: JobRegistry = {
  alerts: {
    recurring: (now) => {
      const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
      return { key: `alerts:${hour.toISOString().slice(0, 13)}`, runAt: hour };
    },
    async run(_job, ctx) {
      const { fired } = await evaluateAlertRules({
        db: ctx.db,
        mailer: ctx.mailer,
        now: ctx.clock.now(),
        publicUrl: ctx.config.publicUrl,
        log: ctx.log,
      });
      return `${fired} alert${fired === 1 ? '' : 's'} fired`;
    },
  },
  'alerts-daily': {
    recurring: (now) => {
      const day = now.toISOString().slice(0, 10);
      return { key: `alerts-daily:${day}`, runAt: new Date(`${day}T0${SUMMARY_HOUR_UTC}:00:00.000Z`) };
    },
    async run(_job, ctx) {
      const { sent, failed } = await sendAlertDailySummaries({
        db: ctx.db,
        mailer: ctx.mailer,
        now: ctx.clock.now(),
        publicUrl: ctx.config.publicUrl,
        log: ctx.log,
      });
      if (failed > 0)
        throw new Error(`${failed} alert summar${failed === 1 ? 'y' : 'ies'} not sent (${sent} sent)`);
      return `${sent} summar${sent === 1 ? 'y' : 'ies'} sent`;
    },
  },
};
