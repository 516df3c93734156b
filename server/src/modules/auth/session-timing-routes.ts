import type { FastifyInstance } from 'fastify';
import { AUTH_API } from '@contract/auth/constants';
import {
  RevokeOtherSessionsResponseSchema,
  SessionTimingResponseSchema,
} from '@contract/account-management/schemas';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { OperationAction } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { SESSION_HEADER } from '@server/plugins/auth-plugin';
import { sha256 } from '@server/security/tokens';
import { msg } from '@server/i18n/messages';

type TimingOf = (
  partnerId: string | null,
  lastSeenAt: Date,
  now: Date,
) => Promise<{ idleSeconds: number; warningSeconds: number; remainingSeconds: number }>;

const idleMsOf = (app: FastifyInstance) => app.config.sessionIdleMinutes * 60_000;

// The staff's warning time (per partner, else network-wide) wins over SESSION_IDLE_WARNING_SECONDS;
// staff sessions have no partner and get the network-wide one.
function timingOf(app: FastifyInstance): TimingOf {
  const idleMs = () => idleMsOf(app);
  return async (partnerId, lastSeenAt, now) => ({
    idleSeconds: Math.round(idleMs() / 1000),
    warningSeconds: Math.min(
      await app.settings.integer(
        SETTING_KEYS.IDLE_WARNING_SECONDS,
        partnerId,
        app.config.sessionIdleWarningSeconds,
      ),
      Math.round(idleMs() / 1000),
    ),
    remainingSeconds: Math.max(0, Math.floor((idleMs() - (now.getTime() - lastSeenAt.getTime())) / 1000)),
  });
}

function registerRevokeOthers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxProvider>().post(
    AUTH_API.revokeOtherSessions,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(RevokeOtherSessionsResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const now = app.clock.now();
      const revoked = await app.sessionsRepository.revokeOthers(session.userId, session.sessionId, now);
      await app.sessionsRepository.forgetCached();
      await app.audit.record({
        action: OperationAction.SESSION_REVOKE,
        userId: session.userId,
        partnerId: session.partnerId,
        ip: request.ip ?? null,
        outcome: 'SUCCESS',
        target: msg('log.otherSessions', { count: revoked.length }),
        detail: { scope: 'others', count: revoked.length },
      });
      return ok({ revokedCount: revoked.length });
    },
  );
}

// Reads the session without counting the read as activity: a tab asking how long is left must
// not keep the session alive by asking. Checked on request, before the body is even parsed.
function registerSessionStatus(app: FastifyInstance, timing: TimingOf) {
  const lastSeen = new WeakMap<object, { partnerId: string | null; at: Date }>();
  app.withTypeProvider<TypeBoxProvider>().post(
    AUTH_API.sessionStatus,
    {
      onRequest: async (request) => {
        const header = request.headers[SESSION_HEADER];
        const token = Array.isArray(header) ? header[0] : header;
        const now = app.clock.now();
        const row =
          token && token.length <= 200 ? await app.sessionsRepository.findByTokenHash(sha256(token)) : null;
        if (
          !row ||
          row.revokedAt ||
          row.disabled ||
          row.expiresAt.getTime() <= now.getTime() ||
          now.getTime() - row.lastSeenAt.getTime() > idleMsOf(app)
        ) {
          throw new AppError(ResultCode.SESSION_TIMEOUT, 401);
        }
        lastSeen.set(request, { partnerId: row.partnerId, at: row.lastSeenAt });
      },
      schema: { body: EmptyBodySchema, response: responses(SessionTimingResponseSchema) },
    },
    async (request) => {
      const seen = lastSeen.get(request)!;
      return ok(await timing(seen.partnerId, seen.at, app.clock.now()));
    },
  );
}

function registerKeepAlive(app: FastifyInstance, timing: TimingOf) {
  app.withTypeProvider<TypeBoxProvider>().post(
    AUTH_API.keepAlive,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(SessionTimingResponseSchema) },
    },
    async (request) => {
      const now = app.clock.now();
      await app.sessionsRepository.restartIdleClock(request.session!.sessionId, now);
      await app.sessionsRepository.forgetCached();
      return ok(await timing(request.session!.partnerId, now, now));
    },
  );
}

/** The idle time-out (how long is left, keep alive) and signing out every other session. */
export default async function sessionTimingRoutes(app: FastifyInstance) {
  const timing = timingOf(app);
  registerRevokeOthers(app);
  registerSessionStatus(app, timing);
  registerKeepAlive(app, timing);
}
