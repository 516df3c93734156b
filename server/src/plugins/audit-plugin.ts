import { globalPlugin } from '@server/http/global-plugin';
import { operationLogWriteRepository } from '@server/repositories/operation-log/repository';
import { DEFAULT_LOCALE } from '@contract/shared/locale';
import { render, type Msg } from '@server/i18n/messages';

export type AuditOutcome = 'SUCCESS' | 'FAILURE';

/**
 * A user's own security events: only that user sees them in the operation log, never the other
 * users of the partner (an admin's sign-ins, resets with addresses, failed partner switches, the
 * device and address of a session they ended).
 */
export const PERSONAL_ACTIONS = [
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_OUT',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET_REQUEST',
  'PASSWORD_RESET',
  'PARTNER_SWITCH',
  'SESSION_REVOKE',
] as const;

export interface AuditEntry {
  /** e.g. SIGN_IN, SIGN_IN_FAILED, SIGN_OUT, PASSWORD_CHANGE, PASSWORD_RESET_REQUEST, PASSWORD_RESET, PARTNER_SWITCH */
  action: string;
  userId: string | null;
  partnerId: string | null;
  ip: string | null;
  outcome: AuditOutcome;
  /** Who it was about when there is no user id (a failed sign-in's email). */
  actorEmail?: string | null;
  /**
   * What the action touched, as the log shows it (a file name, a session's device, a partner). A
   * message when the server words it: each reader then sees it in their language.
   */
  target?: string | Msg | null;
  /**
   * The actor's role; by default read from the user row. Entries by STAFF are marked as the
   * network's in the partner's log (partnerId is then the partner the action touched).
   */
  actorRole?: 'PARTNER' | 'ADMIN' | 'STAFF' | null;
  /** Small, non-secret facts (never passwords or tokens). */
  detail?: Record<string, unknown>;
}

export interface Audit {
  record(entry: AuditEntry): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

const SECRET_KEYS = /pass|token|secret|hash/i;

function scrub(detail: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEYS.test(key)));
}

/** The target as stored in `target`: English for a message, at most 200 characters. */
function targetText(target: AuditEntry['target']): string | null {
  if (target === undefined || target === null) return null;
  return render(DEFAULT_LOCALE, target).slice(0, 200);
}

/** Operation log write side; time is the injected clock, stored as timestamptz (UTC). */
export const auditPlugin = globalPlugin('audit', async (app) => {
  const log = operationLogWriteRepository(app.db);
  const audit: Audit = {
    async record(entry) {
      await log.insert({
        at: app.clock.now(),
        action: entry.action,
        userId: entry.userId,
        actorEmail: entry.actorEmail ?? null,
        partnerId: entry.partnerId,
        ip: entry.ip,
        outcome: entry.outcome,
        detail: scrub(entry.detail),
        target: targetText(entry.target),
        targetMessage: typeof entry.target === 'object' && entry.target !== null ? entry.target : null,
        actorRole: entry.actorRole ?? null,
      });
    },
  };
  app.decorate('audit', audit);
});
