import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { ACCOUNT_MANAGEMENT_API } from '@contract/account-management/constants';
import {
  RevokeOtherSessionsResponseSchema,
  SessionTimingResponseSchema,
  SignInSummaryResponseSchema,
  UpdateProfileErrorSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
} from '@contract/account-management/schemas';
import { nameProblem } from '@contract/account-management/constants';
import type { NameProblem } from '@contract/account-management/constants';
import { EmptyBody } from '@contract/shared/empty-body';
import { OperationAction } from '@contract/operation-log/schemas';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { SESSION_HEADER } from '@server/plugins/auth-plugin';
import { sha256 } from '@server/security/tokens';
import { toCurrentUser } from '@server/accounts/present';
import { accountManagementRepository } from './repository';

const NAME_MESSAGES: Record<NameProblem, (label: string) => string> = {
  required: (label) => `Enter your ${label}.`,
  tooLong: (label) => `The ${label} may have at most 50 characters.`,
  characters: (label) => `The ${label} may hold only letters, spaces, hyphens, apostrophes and dots.`,
};

/** The user's own account: profile, sign-in history, other sessions, idle time-out. */
export default async function accountManagementRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = accountManagementRepository(app.db);
  const idleMs = () => app.config.sessionIdleMinutes * 60_000;

  r.post(
    ACCOUNT_MANAGEMENT_API.updateProfile,
    {
      onRequest: app.requireSession,
      schema: {
        body: UpdateProfileRequestSchema,
        response: {
          200: UpdateProfileResponseSchema,
          '4xx': UpdateProfileErrorSchema,
          '5xx': UpdateProfileErrorSchema,
        },
      },
    },
    async (request) => {
      const session = request.session!;
      const givenName = request.body.givenName.trim();
      const familyName = request.body.familyName.trim();
      for (const [field, label, value] of [
        ['givenName', 'given name', givenName],
        ['familyName', 'family name', familyName],
      ] as const) {
        const problem = nameProblem(value);
        if (problem)
          throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, NAME_MESSAGES[problem](label), field);
      }
      const before = request.sessionProfile!;
      await repo.updateName(session.userId, givenName, familyName);
      // Cached sessions carry the old name.
      await app.sessionsRepository.forgetCached();
      await app.audit.record({
        action: OperationAction.PROFILE_UPDATE,
        userId: session.userId,
        partnerId: session.partnerId,
        ip: request.ip ?? null,
        outcome: 'SUCCESS',
        target: `${givenName} ${familyName}`,
        detail: { from: `${before.givenName} ${before.familyName}` },
      });
      const user = await app.usersRepository.findById(session.userId);
      const partner = session.partnerId ? await app.partnersRepository.get(session.partnerId) : null;
      return ok({ data: toCurrentUser(user!, partner) });
    },
  );

  r.post(
    ACCOUNT_MANAGEMENT_API.signInSummary,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBody, response: responses(SignInSummaryResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const createdAt = await repo.sessionCreatedAt(session.sessionId);
      const event = async (action: string, before: Date | null) => {
        const row = await repo.lastEvent(action, session, before);
        return row ? { time: row.at.toISOString(), ip: row.ip } : null;
      };
      return ok({
        lastSignIn: await event(OperationAction.SIGN_IN, createdAt),
        lastFailedSignIn: await event(OperationAction.SIGN_IN_FAILED, null),
      });
    },
  );

  r.post(
    ACCOUNT_MANAGEMENT_API.revokeOtherSessions,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBody, response: responses(RevokeOtherSessionsResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const now = app.clock.now();
      const revoked = await repo.revokeOtherSessions(session.userId, session.sessionId, now);
      await app.sessionsRepository.forgetCached();
      await app.audit.record({
        action: OperationAction.SESSION_REVOKE,
        userId: session.userId,
        partnerId: session.partnerId,
        ip: request.ip ?? null,
        outcome: 'SUCCESS',
        target: `${revoked.length} other sessions`,
        detail: { scope: 'others', count: revoked.length },
      });
      return ok({ revokedCount: revoked.length });
    },
  );

  // The staff's warning time (per partner, else network-wide) wins over SESSION_IDLE_WARNING_SECONDS;
  // staff sessions have no partner and get the network-wide one.
  const timing = async (partnerId: string | null, lastSeenAt: Date, now: Date) => ({
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

  // Reads the session without counting the read as activity: a tab asking how long is left must
  // not keep the session alive by asking. Checked on request, before the body is even parsed.
  const lastSeen = new WeakMap<object, { partnerId: string | null; at: Date }>();
  r.post(
    ACCOUNT_MANAGEMENT_API.sessionStatus,
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
          now.getTime() - row.lastSeenAt.getTime() > idleMs()
        ) {
          throw new AppError(ResultCode.SESSION_TIMEOUT, 401);
        }
        lastSeen.set(request, { partnerId: row.partnerId, at: row.lastSeenAt });
      },
      schema: { body: EmptyBody, response: responses(SessionTimingResponseSchema) },
    },
    async (request) => {
      const seen = lastSeen.get(request)!;
      return ok(await timing(seen.partnerId, seen.at, app.clock.now()));
    },
  );

  r.post(
    ACCOUNT_MANAGEMENT_API.keepAlive,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBody, response: responses(SessionTimingResponseSchema) },
    },
    async (request) => {
      const now = app.clock.now();
      await repo.touchSession(request.session!.sessionId, now);
      await app.sessionsRepository.forgetCached();
      return ok(await timing(request.session!.partnerId, now, now));
    },
  );
}
