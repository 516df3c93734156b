import type { FastifyInstance } from 'fastify';
import { evaluateAlertRules } from './evaluate';
import type { RuleScope } from './repository';

/**
 * Evaluates the rules in `scope` once a change to what they watch is committed (a staff publish, a
 * claim's move, a contract's upload, a new rule). A failure is logged and left to the scheduled run:
 * the change itself has succeeded and stays so.
 */
export async function evaluateAlertsAfterChange(app: FastifyInstance, scope: RuleScope): Promise<void> {
  try {
    await evaluateAlertRules({
      db: app.db,
      mailer: app.mailer,
      now: app.clock.now(),
      scope,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
  } catch (error) {
    app.log.warn({ err: error }, 'alert evaluation after a change failed; the scheduled run retries');
  }
}
