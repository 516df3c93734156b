import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AuthErrorSchema,
  CheckResetTokenRequestSchema,
  CheckResetTokenResponseSchema,
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  RevokeSessionRequestSchema,
  RevokeSessionResponseSchema,
  SendResetEmailRequestSchema,
  SendResetEmailResponseSchema,
  SessionsResponseSchema,
} from '@contract/auth/schemas';
import { AUTH_API, RESET_LINK_PATH } from '@contract/auth/constants';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { ResultCode } from '@contract/shared/result-codes';
import { deviceLabel } from '@contract/shared/user-agent';
import { isValidEmail, isValidPassword } from '@contract/shared/validation';
import type { Config } from '@server/config';
import { DEMO_PASSWORD, acceptsDemoPassword } from '@server/config';
import { AppError, TryAgainError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import type { TypeBoxProvider } from '@server/http/type-provider';
import type { UserRow } from '@server/repositories/users/repository';
import { getDummyHash, hashPassword, verifyPassword } from '@server/security/passwords';
import { newId, randomToken, sha256 } from '@server/security/tokens';
import { secondFactorRepository } from '@server/modules/second-factor/repository';
import { secondFactorStep, startSignedInSession } from '@server/accounts/second-factor';
import { AUTH_MESSAGES, resetMail } from '@server/accounts/auth-messages';
import { recipientLocale } from '@server/i18n/request-locale';
import type { LoginThrottleRepository } from '@server/repositories/login-throttle/repository';
import { loginThrottleRepository } from '@server/repositories/login-throttle/repository';
import { addressRateLimitRepository } from '@server/repositories/address-rate-limit/repository';
import type { PasswordLinksRepository } from '@server/repositories/password-links/repository';
import { passwordLinksRepository } from '@server/repositories/password-links/repository';
import type { SignInAttempt } from './sign-in-limits';
import { signInLimits } from './sign-in-limits';
import type { Msg } from '@server/i18n/messages';

const RESET_TTL_MINUTES = 30;

const authResponses = <S>(success: S) => ({ 200: success, '4xx': AuthErrorSchema, '5xx': AuthErrorSchema });

const fieldError = (field: string, message: Msg) =>
  new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, message, field);

/** The demo password is printed in the README: never a valid password where it is not accepted. */
const isPublishedPassword = (config: Config, password: string) =>
  !acceptsDemoPassword(config) && password === DEMO_PASSWORD;

const normalise = (email: string) => email.trim().toLowerCase();

export interface AuthRoutesOptions {
  /** Per-address limit for the sign-in and reset calls (@fastify/rate-limit route config). */
  authRateLimit: { max: number; timeWindow: number };
}

/** What the auth routes share: the throttle, the password links, the rate limit and mails in flight. */
interface AuthContext {
  tries: LoginThrottleRepository;
  repo: PasswordLinksRepository;
  rateLimit: AuthRoutesOptions['authRateLimit'];
  pendingMail: Set<Promise<void>>;
}

const ipOf = (request: FastifyRequest) => request.ip ?? null;

const hashOf = (app: FastifyInstance, password: string) =>
  app.hashLimiter.run(() => hashPassword(password, app.config.scryptN));

/** The sign-in call: every sign-in limit is reserved before any password is checked. */
function signInRoute(app: FastifyInstance, { tries, pendingMail }: AuthContext) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  // Failures only, per address (RATE_LIMIT_IP_MAX): a busy office or proxy still signs in.
  const limits = signInLimits(app, tries, { addressFailuresMax: app.config.rateLimitIpMax, pendingMail });
  r.post(
    AUTH_API.login,
    {
      schema: { body: LoginRequestSchema, response: authResponses(LoginResponseSchema) },
    },
    async (request, reply) => {
      const { password } = request.body;
      if (!isValidEmail(request.body.email.trim())) throw fieldError('email', AUTH_MESSAGES.invalidEmail);
      const email = normalise(request.body.email);
      const now = app.clock.now();
      const ip = ipOf(request);

      // A place in the hash queue first (a fast 429 when the server is saturated), then the
      // attempt is reserved under every sign-in limit (sign-in-limits.ts) before any password is checked.
      const ticket = app.hashLimiter.enter();
      let user: UserRow | null;
      let attempt: SignInAttempt;
      try {
        user = await app.usersRepository.findByEmail(email);
        attempt = await limits.reserve({ email, ip: ip ?? '', user, now });
        if (!attempt.allowed) throw new TryAgainError(attempt.message, attempt.retryAfterSeconds);
        // Unknown emails cost the same scrypt work as a wrong password.
        const against = user?.passwordHash ?? (await getDummyHash(app.config.scryptN));
        await ticket.ready;
        const matches = await verifyPassword(password, against);
        ticket.release();
        // A production server refuses the published demo password even on seeded demo accounts.
        const published = isPublishedPassword(app.config, password);
        if (!user || !matches || user.disabled || published) {
          await app.audit.record({
            action: 'SIGN_IN_FAILED',
            userId: user?.id ?? null,
            actorEmail: email,
            partnerId: user?.partnerId ?? null,
            ip,
            outcome: 'FAILURE',
          });
          throw fieldError('password', AUTH_MESSAGES.badCredentials);
        }
      } finally {
        ticket.release();
      }

      // An account with a second factor (or one that must enrol) gets no session yet: the password
      // gives the account's and the address's places back, but the pair's count is cleared only by
      // the code, so a known password does not reset the code's limit (sign-in-limits.ts).
      const step = await secondFactorStep(app, secondFactorRepository(app.db), user, request);
      if (step) {
        await limits.passwordAccepted({ email, ip: ip ?? '', user, now }, attempt);
        return ok({ secondFactor: step });
      }
      await limits.succeeded({ email, ip: ip ?? '', user, now }, attempt);
      return ok(await startSignedInSession(app, user, request, reply, 'PASSWORD'));
    },
  );
}

/** Signing out, and asking for a reset link by mail. */
function signOutAndResetMailRoutes(
  app: FastifyInstance,
  { tries, repo, rateLimit, pendingMail }: AuthContext,
) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    AUTH_API.logout,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: authResponses(LogoutResponseSchema) },
    },
    async (request, reply) => {
      const session = request.session!;
      await app.sessionsRepository.revoke(session.sessionId, app.clock.now());
      app.auth.clearCookie(reply);
      await app.audit.record({
        action: 'SIGN_OUT',
        userId: session.userId,
        partnerId: session.partnerId,
        ip: ipOf(request),
        outcome: 'SUCCESS',
      });
      return ok();
    },
  );

  r.post(
    AUTH_API.sendResetEmail,
    {
      config: { rateLimit },
      schema: { body: SendResetEmailRequestSchema, response: authResponses(SendResetEmailResponseSchema) },
    },
    async (request) => {
      if (!isValidEmail(request.body.email.trim())) throw fieldError('email', AUTH_MESSAGES.invalidEmail);
      const email = normalise(request.body.email);
      const now = app.clock.now();
      const reservation = await tries.reserveResetMail(email, ipOf(request) ?? '', now);
      if (!reservation.allowed)
        throw new TryAgainError(AUTH_MESSAGES.tooManyResetRequests, reservation.retryAfterSeconds);
      const user = await app.usersRepository.findByEmail(email);
      await app.audit.record({
        action: 'PASSWORD_RESET_REQUEST',
        userId: user?.id ?? null,
        actorEmail: email,
        partnerId: user?.partnerId ?? null,
        ip: ipOf(request),
        outcome: user && !user.disabled ? 'SUCCESS' : 'FAILURE',
      });
      if (user && !user.disabled) {
        const token = randomToken();
        await repo.insertPasswordLink({
          id: newId(),
          tokenHash: sha256(token),
          userId: user.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
        });
        const link = `${app.config.publicUrl}${RESET_LINK_PATH}?token=${encodeURIComponent(token)}`;
        // Sent in the background so the answer takes the same time whether or not the account exists.
        const sending = app.mailer
          .send({
            to: user.email,
            ...resetMail(recipientLocale(user.locale), link, RESET_TTL_MINUTES),
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'))
          .finally(() => pendingMail.delete(sending));
        pendingMail.add(sending);
      }
      return ok();
    },
  );
}

/** Opening a reset link and setting the new password through it. */
function passwordResetRoutes(app: FastifyInstance, { tries, repo, rateLimit }: AuthContext) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  /** The reset row a token still unlocks (not used, not expired), or undefined. */
  const openReset = (token: string, now: Date) => repo.openLink(sha256(token), now);

  r.post(
    AUTH_API.checkResetToken,
    {
      config: { rateLimit },
      schema: { body: CheckResetTokenRequestSchema, response: authResponses(CheckResetTokenResponseSchema) },
    },
    async (request) => {
      const link = await openReset(request.body.token, app.clock.now());
      if (!link) throw fieldError('token', AUTH_MESSAGES.resetLinkInvalid);
      return ok({ purpose: link.purpose });
    },
  );

  r.post(
    AUTH_API.resetPassword,
    {
      config: { rateLimit },
      schema: { body: ResetPasswordRequestSchema, response: authResponses(ResetPasswordResponseSchema) },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const now = app.clock.now();
      const reset = await openReset(token, now);
      if (!reset) throw fieldError('token', AUTH_MESSAGES.resetLinkInvalid);
      if (!isValidPassword(newPassword) || isPublishedPassword(app.config, newPassword))
        throw fieldError('newPassword', AUTH_MESSAGES.weakPassword);
      const passwordHash = await hashOf(app, newPassword);
      const user = await app.db.tx(async (q) => {
        const txRepo = passwordLinksRepository(q);
        // Claim the token first so two concurrent uses can't both succeed.
        if (!(await txRepo.claimLink(reset.id, now))) return null;
        await txRepo.replacePassword(reset.userId, passwordHash, now);
        return txRepo.userContact(reset.userId);
      });
      await app.sessionsRepository.forgetCached();
      if (!user) throw fieldError('token', AUTH_MESSAGES.resetLinkInvalid);
      await tries.clearAllSignIn(normalise(user.email));
      // The mailbox is proven from here: this address signs in past the account and address limits.
      await tries.rememberAddress(reset.userId, ipOf(request) ?? '', now);
      await app.audit.record({
        action: 'PASSWORD_RESET',
        userId: reset.userId,
        partnerId: user.partnerId,
        ip: ipOf(request),
        outcome: 'SUCCESS',
      });
      return ok();
    },
  );
}

/** Changing the password while signed in (every session ends). */
function changePasswordRoute(app: FastifyInstance, { tries, rateLimit }: AuthContext) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    AUTH_API.changePassword,
    {
      config: { rateLimit },
      onRequest: app.requireSession,
      schema: { body: ChangePasswordRequestSchema, response: authResponses(ChangePasswordResponseSchema) },
    },
    async (request, reply) => {
      const session = request.session!;
      const { currentPassword, newPassword } = request.body;
      const now = app.clock.now();
      const user = await app.usersRepository.findById(session.userId);
      if (!user) throw new AppError(ResultCode.SESSION_TIMEOUT, 401);
      const email = normalise(user.email);
      const ip = ipOf(request) ?? '';
      // The current password is guessed like a sign-in: same reservation, same pair.
      const reservation = await tries.reserveSignIn(email, ip, now);
      if (!reservation.allowed)
        throw new TryAgainError(
          AUTH_MESSAGES.tooManyAttempts(reservation.retryAfterSeconds),
          reservation.retryAfterSeconds,
        );
      const audit = (outcome: 'SUCCESS' | 'FAILURE', reason?: string) =>
        app.audit.record({
          action: 'PASSWORD_CHANGE',
          userId: user.id,
          partnerId: session.partnerId,
          ip: ipOf(request),
          outcome,
          detail: reason ? { reason } : {},
        });
      if (!(await app.hashLimiter.run(() => verifyPassword(currentPassword, user.passwordHash)))) {
        await audit('FAILURE', 'wrong current password');
        throw fieldError('currentPassword', AUTH_MESSAGES.wrongCurrentPassword);
      }
      await tries.clearSignIn(email, ip);
      if (!isValidPassword(newPassword) || isPublishedPassword(app.config, newPassword))
        throw fieldError('newPassword', AUTH_MESSAGES.weakPassword);
      if (newPassword === currentPassword) throw fieldError('newPassword', AUTH_MESSAGES.samePassword);
      const passwordHash = await hashOf(app, newPassword);
      // Every session ends, this one included: the user signs in again with the new password. A
      // reset link asked for before the change stops working too.
      await app.db.tx((q) => passwordLinksRepository(q).replacePassword(user.id, passwordHash, now));
      await app.sessionsRepository.forgetCached();
      app.auth.clearCookie(reply);
      await audit('SUCCESS');
      return ok();
    },
  );
}

/** The user's own sessions: the list, and signing one out. */
function sessionListRoutes(app: FastifyInstance, { repo }: AuthContext) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    AUTH_API.sessions,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: authResponses(SessionsResponseSchema) },
    },
    async (request) => {
      const session = request.session!;
      const now = app.clock.now();
      const idleSince = new Date(now.getTime() - app.config.sessionIdleMinutes * 60_000);
      const rows = await app.sessionsRepository.listActive(session.userId, now, idleSince);
      return ok({
        sessionList: rows.map((row) => ({
          sessionId: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          ip: row.ip,
          userAgent: row.userAgent,
          current: row.id === session.sessionId,
        })),
      });
    },
  );

  r.post(
    AUTH_API.revokeSession,
    {
      onRequest: app.requireSession,
      schema: { body: RevokeSessionRequestSchema, response: authResponses(RevokeSessionResponseSchema) },
    },
    async (request, reply) => {
      const session = request.session!;
      const own = request.body.sessionId === session.sessionId;
      const target = await repo.sessionDevice(request.body.sessionId, session.userId);
      const revoked = await app.sessionsRepository.revokeOwn(
        request.body.sessionId,
        session.userId,
        app.clock.now(),
      );
      if (!revoked) throw new AppError(ResultCode.NO_AUTHORITY, 403);
      if (own) app.auth.clearCookie(reply);
      await app.audit.record({
        action: own ? 'SIGN_OUT' : 'SESSION_REVOKE',
        userId: session.userId,
        partnerId: session.partnerId,
        ip: ipOf(request),
        outcome: 'SUCCESS',
        target: own ? null : [deviceLabel(target?.userAgent), target?.ip].filter(Boolean).join(', ') || null,
        detail: { session: own ? 'current' : 'other' },
      });
      return ok();
    },
  );
}

export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const tries = loginThrottleRepository(app.db);
  const repo = passwordLinksRepository(app.db);
  const prune = setInterval(() => {
    tries.prune(app.clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'throttle prune'));
    addressRateLimitRepository(app.db)
      .prune(app.clock.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'address rate limit prune'));
  }, 3_600_000);
  prune.unref();
  const pendingMail = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await Promise.allSettled(pendingMail);
  });
  const context: AuthContext = { tries, repo, rateLimit: options.authRateLimit, pendingMail };
  signInRoute(app, context);
  signOutAndResetMailRoutes(app, context);
  passwordResetRoutes(app, context);
  changePasswordRoute(app, context);
  sessionListRoutes(app, context);
}
