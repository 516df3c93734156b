import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorStep } from '@contract/second-factor/constants';
import { isTotpCode, PENDING_STEP_MINUTES, REMEMBER_DEVICE_DAYS } from '@contract/second-factor/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { acceptsDemoPassword, DEMO_TOTP_SECRET, isSecureEnv } from '@server/config';
import { toCurrentUser } from '@server/accounts/present';
import { AppError } from '@server/http/app-error';
import type { UserRow } from '@server/repositories/users/repository';
import { matchingStep, recoveryCodeHash } from '@server/security/second-factor';
import { randomToken, sha256 } from '@server/security/tokens';
import type { SecondFactorRepository } from '@server/modules/second-factor/repository';
import { msg } from '@server/i18n/messages';

/** The remembered-device cookie: httpOnly, sent only to the sign-in calls. */
export const DEVICE_COOKIE = 'pp_device';
const DEVICE_COOKIE_PATH = '/api/spportal/auth';
const DEVICE_MS = REMEMBER_DEVICE_DAYS * 86_400_000;

/** User-facing texts of the second-factor calls (sent with `field: "code"` where they concern it). */
export const SECOND_FACTOR_MESSAGES = {
  codeInvalid: msg('secondFactor.codeInvalid'),
  stepExpired: msg('secondFactor.stepExpired'),
  required: msg('secondFactor.required'),
  notEnabled: msg('secondFactor.notEnabled'),
} as const;

export const codeInvalid = () =>
  new AppError(ResultCode.SECOND_FACTOR_CODE_INVALID, 400, SECOND_FACTOR_MESSAGES.codeInvalid, 'code');
export const stepExpired = () =>
  new AppError(ResultCode.SECOND_FACTOR_STEP_EXPIRED, 400, SECOND_FACTOR_MESSAGES.stepExpired);

export const ipOf = (request: FastifyRequest) => request.ip ?? null;
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The partner a fresh session starts on. */
async function initialPartnerId(app: FastifyInstance, user: UserRow): Promise<string | null> {
  if (user.role === 'STAFF') return null;
  if (user.role === 'PARTNER') return user.partnerId;
  const list = await app.partnersRepository.listForUser(user.id);
  if (user.partnerId && list.some((p) => p.id === user.partnerId)) return user.partnerId;
  return list[0]?.id ?? null;
}

/** How the sign-in was completed, for the operation log. */
export type SignInProof = 'PASSWORD' | 'TOTP' | 'RECOVERY_CODE' | 'REMEMBERED_DEVICE';

/** The session of a completed sign-in: the cookie, the log entry and the answer's body. */
export async function startSignedInSession(
  app: FastifyInstance,
  user: UserRow,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: SignInProof,
) {
  const partnerId = await initialPartnerId(app, user);
  const ctoken = await app.auth.startSession(user, partnerId, request, reply);
  await app.audit.record({
    action: 'SIGN_IN',
    userId: user.id,
    partnerId,
    ip: ipOf(request),
    outcome: 'SUCCESS',
    ...(proof === 'PASSWORD' ? {} : { detail: { secondFactor: proof } }),
  });
  const partner = partnerId ? await app.partnersRepository.get(partnerId) : null;
  return { data: toCurrentUser(user, partner), ctoken };
}

/** The remembered-device token the request carries, if any (read from its Cookie header). */
function deviceToken(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_-]{20,100})`).exec(header);
  return match?.[1] ?? null;
}

/** Remembers this browser for the user (30 days): the token's hash is stored, the token is the cookie. */
export async function rememberDevice(
  app: FastifyInstance,
  repo: SecondFactorRepository,
  userId: string,
  reply: FastifyReply,
): Promise<void> {
  const token = randomToken();
  const now = app.clock.now();
  await repo.rememberDevice(userId, sha256(token), now, new Date(now.getTime() + DEVICE_MS));
  const secure = isSecureEnv(app.config) ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The published demo secret opens nothing where the published demo password opens nothing. */
const refusedSecret = (app: FastifyInstance, secret: string) =>
  secret === DEMO_TOTP_SECRET && !acceptsDemoPassword(app.config);

/**
 * After a correct password: the step the account still has to take (with its pending token), or
 * null when the session may start now (no second factor and none required, or a remembered device).
 */
export async function secondFactorStep(
  app: FastifyInstance,
  repo: SecondFactorRepository,
  user: UserRow,
  request: FastifyRequest,
): Promise<{ step: SecondFactorStep; pendingToken: string; expiresInSeconds: number } | null> {
  const now = app.clock.now();
  const factor = await repo.factor(user.id);
  const enabled = Boolean(factor?.enabledAt);
  if (!enabled && !(await repo.isRequired(user.id))) return null;
  const device = deviceToken(request);
  if (enabled && device && (await repo.isRemembered(user.id, sha256(device), now))) return null;
  const pendingToken = randomToken();
  const expiresInSeconds = PENDING_STEP_MINUTES * 60;
  await repo.insertChallenge({
    tokenHash: sha256(pendingToken),
    userId: user.id,
    step: enabled ? 'VERIFY' : 'ENROL',
    now,
    expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
  });
  return { step: enabled ? 'VERIFY' : 'ENROL', pendingToken, expiresInSeconds };
}

/**
 * Checks a code of an enabled factor: an app code of the current step (±1) not used before, or an
 * unused recovery code (which is then used up). What it was, or null when it is not right.
 */
export async function checkCode(
  app: FastifyInstance,
  repo: SecondFactorRepository,
  userId: string,
  code: string,
): Promise<'TOTP' | 'RECOVERY_CODE' | null> {
  const now = app.clock.now();
  const factor = await repo.factor(userId);
  if (!factor?.enabledAt) return null;
  if (isTotpCode(code)) {
    if (refusedSecret(app, factor.secret)) return null;
    const step = matchingStep(factor.secret, code, now);
    return step !== null && (await repo.claimStep(userId, step)) ? 'TOTP' : null;
  }
  return (await repo.claimRecoveryCode(userId, recoveryCodeHash(code), now)) ? 'RECOVERY_CODE' : null;
}
