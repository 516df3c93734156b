import type { Queryable } from '@server/db/database';
import type { Mailer } from '@server/plugins/mail-plugin';
import { evaluateAlertRules } from '@server/modules/alert/evaluate';
import { alertRepository } from '@server/modules/alert/repository';
import { usersRepository } from '@server/repositories/users/repository';
import { newId } from '@server/security/tokens';
import type { SeedContext } from './seed-context';
import { DEMO_USERS } from './demo-accounts';

/** The seeded rules mail in the daily summary, so evaluating them here sends nothing. */
const noMailHere: Mailer = {
  kind: 'custom',
  send: () => Promise.reject(new Error('the seeded alert rules mail in the daily summary only')),
};

/**
 * One alert rule per demo partner user, evaluated on the figures just seeded (the seed is the
 * demo's data load, so this is "new figures arrived"): last month's transactions moved more than
 * 1% against the month before, which the seeded months do, so each bell holds a fired alert and
 * the daily summary has something to send (docs/alerts.md).
 */
export async function seedAlerts(db: Queryable, ctx: Pick<SeedContext, 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  const repo = alertRepository(db);
  const ruleIds: string[] = [];
  for (const user of DEMO_USERS) {
    if (user.role !== 'PARTNER' || !user.partnerId) continue;
    const row = await usersRepository(db).findByEmail(user.email);
    if (!row) continue;
    const rule = await repo.insert(
      newId(),
      { userId: row.id, partnerId: user.partnerId },
      {
        kind: 'FIGURE_CHANGE',
        metric: 'TRANSACTIONS',
        country: null,
        period: 'MONTH',
        thresholdPercent: 1,
        withinDays: null,
        documentKind: null,
        mail: 'DAILY',
      },
      now,
    );
    ruleIds.push(rule.ruleId);
  }
  await evaluateAlertRules({ db, mailer: noMailHere, now, scope: { ruleIds } });
}
