import type { FastifyInstance } from 'fastify';
import type { UserRow } from '@server/repositories/users/repository';
import type { LoginThrottleRepository } from '@server/repositories/login-throttle/repository';
import type { Msg } from '@server/i18n/messages';
import { AUTH_MESSAGES, failedSignInMail } from '@server/accounts/auth-messages';
import { recipientLocale } from '@server/i18n/request-locale';
import { FREE_ACCOUNT_FAILURES } from '@server/security/login-throttle';

interface AttemptOf {
  email: string;
  ip: string;
  /** The account of the email, or null: unknown emails pass the same limits (no enumeration). */
  user: UserRow | null;
  now: Date;
}

export type SignInAttempt =
  { allowed: true; known: boolean } | { allowed: false; retryAfterSeconds: number; message: Msg };

interface LimitsOptions {
  /** Failed sign-ins one address may make per 15 minutes (RATE_LIMIT_IP_MAX). */
  addressFailuresMax: number;
  /** Mails sent in the background, awaited when the server closes. */
  pendingMail: Set<Promise<void>>;
}

/**
 * The three sign-in limits of docs/security.md, each reserved atomically in the database before
 * the password is checked (so parallel attempts, in one process or several, count one by one):
 * - per (email, address) pair: a few free attempts, then growing waits;
 * - per account from every address: more free failures, then growing waits, and a mail to the
 *   owner once per lockout window;
 * - per address: at most `addressFailuresMax` failures per 15 minutes; a success gives its place back.
 * From an address the account signed in (or reset its password) from lately, only the pair's limit
 * applies: an attack from elsewhere, or by others behind the same address, does not lock it out.
 */
export function signInLimits(app: FastifyInstance, tries: LoginThrottleRepository, options: LimitsOptions) {
  /** Tells the owner (not the caller: the answer is the same for every email) in the background. */
  function mailOwner(user: UserRow | null, failures: number) {
    if (!user || user.disabled) return;
    const sending = app.mailer
      .send({
        to: user.email,
        ...failedSignInMail(recipientLocale(user.locale), failures, `${app.config.publicUrl}/auth/login`),
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'failed sign-in mail not sent'))
      .finally(() => options.pendingMail.delete(sending));
    options.pendingMail.add(sending);
  }

  /** The pair's refusal goes to the operation log once per wait. */
  async function recordPairRefusal({ email, ip, now }: AttemptOf, waitSeconds: number) {
    if (!(await tries.firstRefusalOfWait(email, ip, now))) return;
    await app.audit.record({
      action: 'SIGN_IN_FAILED',
      userId: null,
      actorEmail: email,
      partnerId: null,
      ip: ip || null,
      outcome: 'FAILURE',
      detail: { reason: 'throttled', waitSeconds },
    });
  }

  return {
    async reserve(attempt: AttemptOf): Promise<SignInAttempt> {
      const { email, ip, user, now } = attempt;
      // Asked for unknown emails too, so both cost the same queries.
      const known = await tries.isKnownAddress(user?.id ?? '', ip, now);
      const pair = await tries.reserveSignIn(email, ip, now);
      if (!pair.allowed) {
        await recordPairRefusal(attempt, pair.retryAfterSeconds);
        return { ...pair, message: AUTH_MESSAGES.tooManyAttempts(pair.retryAfterSeconds) };
      }
      if (known) return { allowed: true, known };
      const address = await tries.reserveAddress(ip, now, options.addressFailuresMax);
      if (!address.allowed)
        return { ...address, message: AUTH_MESSAGES.tooManyFromAddress(address.retryAfterSeconds) };
      const account = await tries.reserveAccount(email, now);
      if (!account.allowed) {
        // Not checked, so not a failure of this address.
        await tries.releaseAddress(ip);
        return { ...account, message: AUTH_MESSAGES.tooManyAttempts(account.retryAfterSeconds) };
      }
      // This attempt follows FREE_ACCOUNT_FAILURES failures or more: the lockout is on.
      const failures = (account.count ?? 1) - 1;
      if (failures >= FREE_ACCOUNT_FAILURES && (await tries.claimOwnerMail(email, now)))
        mailOwner(user, failures);
      return { allowed: true, known };
    },

    /**
     * A correct password with a second factor still owed: the account's and the address's places
     * come back, but the pair keeps counting (codes are reserved on it) and the address is not yet
     * one the account signed in from.
     */
    async passwordAccepted(attempt: AttemptOf, reserved: SignInAttempt) {
      const { email, ip, now } = attempt;
      if (!(reserved.allowed && reserved.known)) {
        await tries.releaseAccount(email, now);
        await tries.releaseAddress(ip);
      }
    },

    /** A correct password and no second factor: the pair starts afresh, the others get their places back. */
    async succeeded(attempt: AttemptOf & { user: UserRow }, reserved: SignInAttempt) {
      const { email, ip, user, now } = attempt;
      await tries.clearSignIn(email, ip);
      await this.passwordAccepted(attempt, reserved);
      await tries.rememberAddress(user.id, ip, now);
    },
  };
}
