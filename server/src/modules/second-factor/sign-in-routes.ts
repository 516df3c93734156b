import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthErrorSchema } from '@contract/auth/schemas';
import { PENDING_STEP_MAX_ATTEMPTS, SECOND_FACTOR_API } from '@contract/second-factor/constants';
import {
  EnrolConfirmRequestSchema,
  EnrolConfirmResponseSchema,
  EnrolmentResponseSchema,
  EnrolStartRequestSchema,
  VerifyRequestSchema,
  VerifyResponseSchema,
} from '@contract/second-factor/schemas';
import { AUTH_MESSAGES } from '@server/accounts/auth-messages';
import { TryAgainError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { loginThrottleRepository } from '@server/repositories/login-throttle/repository';
import type { LoginThrottleRepository } from '@server/repositories/login-throttle/repository';
import type { UserRow } from '@server/repositories/users/repository';
import {
  enrolmentOf,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from '@server/security/second-factor';
import { sha256 } from '@server/security/tokens';
import type { ChallengeRow, SecondFactorRepository } from './repository';
import { secondFactorRepository } from './repository';
import {
  checkCode,
  codeInvalid,
  ipOf,
  normalEmail,
  rememberDevice,
  startSignedInSession,
  stepExpired,
} from '@server/accounts/second-factor';

/** The sign-in's per-address limit (the same route config as the auth calls, register-modules.ts). */
interface SignInRoutesOptions {
  authRateLimit: { max: number; timeWindow: number };
}

const authResponses = <S>(success: S) => ({ 200: success, '4xx': AuthErrorSchema, '5xx': AuthErrorSchema });

interface Context {
  repo: SecondFactorRepository;
  tries: LoginThrottleRepository;
  rateLimit: SignInRoutesOptions['authRateLimit'];
}

/**
 * The challenge of a pending token and its user, counting one code attempt (or none, to show the
 * enrolment). Every way it can be over is the same answer: sign in again.
 */
async function pendingUser(
  app: FastifyInstance,
  repo: SecondFactorRepository,
  pendingToken: string,
  step: ChallengeRow['step'],
  countsAttempt: boolean,
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const now = app.clock.now();
  const hash = sha256(pendingToken);
  const challenge = countsAttempt
    ? await repo.attemptChallenge(hash, now, PENDING_STEP_MAX_ATTEMPTS)
    : await repo.openChallenge(hash, now, PENDING_STEP_MAX_ATTEMPTS);
  if (!challenge || challenge.step !== step) throw stepExpired();
  const user = await app.usersRepository.findById(challenge.userId);
  if (!user || user.disabled) throw stepExpired();
  return { challenge, user };
}

/** A code is guessed like a password: the same (email, address) reservation as the sign-in. */
/** A code accepted: the pair starts afresh and the address becomes one the account signed in from. */
async function signedInFrom(
  tries: LoginThrottleRepository,
  user: UserRow,
  request: FastifyRequest,
  now: Date,
) {
  await tries.clearSignIn(normalEmail(user.email), ipOf(request) ?? '');
  await tries.rememberAddress(user.id, ipOf(request) ?? '', now);
}

export async function reserveCodeAttempt(
  app: FastifyInstance,
  tries: LoginThrottleRepository,
  user: Pick<UserRow, 'email'>,
  request: FastifyRequest,
) {
  const now = app.clock.now();
  const reservation = await tries.reserveSignIn(normalEmail(user.email), ipOf(request) ?? '', now);
  if (!reservation.allowed)
    throw new TryAgainError(
      AUTH_MESSAGES.tooManyAttempts(reservation.retryAfterSeconds),
      reservation.retryAfterSeconds,
    );
}

function verifyRoute(app: FastifyInstance, { repo, tries, rateLimit }: Context) {
  app.withTypeProvider<TypeBoxProvider>().post(
    SECOND_FACTOR_API.verify,
    {
      config: { rateLimit },
      schema: { body: VerifyRequestSchema, response: authResponses(VerifyResponseSchema) },
    },
    async (request, reply) => {
      const { pendingToken, code, rememberDevice: remember } = request.body;
      const { challenge, user } = await pendingUser(app, repo, pendingToken, 'VERIFY', true);
      await reserveCodeAttempt(app, tries, user, request);
      const proof = await checkCode(app, repo, user.id, code);
      if (!proof) {
        await app.audit.record({
          action: 'SIGN_IN_FAILED',
          userId: user.id,
          actorEmail: user.email,
          partnerId: user.partnerId,
          ip: ipOf(request),
          outcome: 'FAILURE',
          detail: { reason: 'second factor' },
        });
        throw codeInvalid();
      }
      if (!(await repo.closeChallenge(challenge.id, app.clock.now()))) throw stepExpired();
      await signedInFrom(tries, user, request, app.clock.now());
      if (remember) await rememberDevice(app, repo, user.id, reply);
      const session = await startSignedInSession(app, user, request, reply, proof);
      if (proof !== 'RECOVERY_CODE') return ok(session);
      return ok({ ...session, recoveryCodesLeft: await repo.recoveryCodesLeft(user.id) });
    },
  );
}

/** An account that must enrol: the secret to add to an app, then its first code. */
function enrolRoutes(app: FastifyInstance, { repo, tries, rateLimit }: Context) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  r.post(
    SECOND_FACTOR_API.enrolStart,
    {
      config: { rateLimit },
      schema: { body: EnrolStartRequestSchema, response: authResponses(EnrolmentResponseSchema) },
    },
    async (request) => {
      const { user } = await pendingUser(app, repo, request.body.pendingToken, 'ENROL', false);
      const secret = await enrolmentSecret(app, repo, user.id);
      return ok({ enrolment: await enrolmentOf(secret, user.email) });
    },
  );

  r.post(
    SECOND_FACTOR_API.enrolConfirm,
    {
      config: { rateLimit },
      schema: { body: EnrolConfirmRequestSchema, response: authResponses(EnrolConfirmResponseSchema) },
    },
    async (request, reply) => {
      const { pendingToken, code, rememberDevice: remember } = request.body;
      const { challenge, user } = await pendingUser(app, repo, pendingToken, 'ENROL', true);
      await reserveCodeAttempt(app, tries, user, request);
      const recoveryCodes = await confirmEnrolment(app, user.id, code, challenge.id);
      await signedInFrom(tries, user, request, app.clock.now());
      await app.audit.record({
        action: 'SECOND_FACTOR_ENABLE',
        userId: user.id,
        partnerId: user.partnerId,
        ip: ipOf(request),
        outcome: 'SUCCESS',
      });
      if (remember) await rememberDevice(app, repo, user.id, reply);
      const session = await startSignedInSession(app, user, request, reply, 'TOTP');
      return ok({ ...session, recoveryCodes });
    },
  );
}

/**
 * The secret being enrolled: the one already started (a reload shows the same QR code), else a new
 * one. Once enabled it is never sent again.
 */
export async function enrolmentSecret(
  app: FastifyInstance,
  repo: SecondFactorRepository,
  userId: string,
): Promise<string> {
  const factor = await repo.factor(userId);
  if (factor && !factor.enabledAt) return factor.secret;
  const started = await repo.startEnrolment(userId, newTotpSecret(), app.clock.now());
  if (!started) throw stepExpired();
  return started;
}

/**
 * The first code from the app turns the factor on, with fresh recovery codes (returned, in
 * plain text, this once); `challengeId` is the sign-in step it also closes. Null when not right.
 */
export async function confirmEnrolment(
  app: FastifyInstance,
  userId: string,
  code: string,
  challengeId: string | null,
): Promise<string[]> {
  const now = app.clock.now();
  const factor = await secondFactorRepository(app.db).factor(userId);
  if (!factor || factor.enabledAt) throw codeInvalid();
  const step = matchingStep(factor.secret, code, now);
  if (step === null) throw codeInvalid();
  const recoveryCodes = newRecoveryCodes();
  const done = await app.db.tx(async (q) => {
    const txRepo = secondFactorRepository(q);
    if (challengeId && !(await txRepo.closeChallenge(challengeId, now))) return false;
    if (!(await txRepo.enable(userId, step, now))) return false;
    await txRepo.replaceRecoveryCodes(userId, recoveryCodes.map(recoveryCodeHash), now);
    return true;
  });
  if (!done) throw codeInvalid();
  return recoveryCodes;
}

/** The sign-in step after the password (docs/security.md, "Second factor"). */
export default async function secondFactorSignInRoutes(app: FastifyInstance, options: SignInRoutesOptions) {
  const repo = secondFactorRepository(app.db);
  const context: Context = { repo, tries: loginThrottleRepository(app.db), rateLimit: options.authRateLimit };
  verifyRoute(app, context);
  enrolRoutes(app, context);
  const prune = setInterval(() => {
    repo
      .prune(app.clock.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'second factor prune'));
  }, 3_600_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
