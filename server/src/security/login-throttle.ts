/**
 * The sign-in and reset-mail limits (per normalised email and address, per account from every
 * address, per address); the counts are kept by repositories/login-throttle/repository.ts and
 * described in docs/security.md.
 */
export const WINDOW_MS = 15 * 60_000;
/** Attempts per (email, address) pair without any wait; from then on each waits twice as long. */
export const FREE_SIGN_IN_ATTEMPTS = 5;
/** The longest wait between two sign-in attempts of one pair. */
export const MAX_DELAY_SECONDS = 15 * 60;
/**
 * Failed attempts on one account, from every address together, without any wait; from then on each
 * waits twice as long (1 s, 2 s ... 15 min). More than a pair's, so one address alone meets the
 * pair's limit first; 20 addresses together get no more than these and the growing waits.
 */
export const FREE_ACCOUNT_FAILURES = 10;
/** How long an address an account signed in from stays known to it (docs/security.md). */
export const KNOWN_ADDRESS_DAYS = 30;
/** Reset mails per (email, address) pair within the window. */
export const MAX_RESET_MAILS = 3;

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait after the n-th attempt of a pair (n counted from 1): none, then 1 s, 2 s, 4 s ... 15 min. */
export function delaySecondsAfter(attempts: number, free = FREE_SIGN_IN_ATTEMPTS): number {
  if (attempts < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (attempts - free));
}
