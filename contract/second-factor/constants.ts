/**
 * Plain values of the second-factor calls (paths, limits): the client imports them without the
 * schema library. The schemas are in ./schemas.ts; the rules are in docs/security.md, "Second factor".
 */

export const SECOND_FACTOR_API = {
  // The sign-in step, after a correct password (no session yet: the pending token stands for it).
  /** Enter a code (authenticator or recovery code): the session starts. */
  verify: '/api/spportal/auth/secondFactor/verify.json',
  /** The account must enrol before its session starts: the secret, its QR code and link. */
  enrolStart: '/api/spportal/auth/secondFactor/enrolStart.json',
  /** The first code from the app confirms the secret: the session starts, recovery codes shown once. */
  enrolConfirm: '/api/spportal/auth/secondFactor/enrolConfirm.json',
  // The signed-in user's own second factor (account page).
  status: '/api/spportal/account/secondFactor/status.json',
  setup: '/api/spportal/account/secondFactor/setup.json',
  enable: '/api/spportal/account/secondFactor/enable.json',
  disable: '/api/spportal/account/secondFactor/disable.json',
  recoveryCodes: '/api/spportal/account/secondFactor/recoveryCodes.json',
  forgetDevices: '/api/spportal/account/secondFactor/forgetDevices.json',
} as const;

export const SECOND_FACTOR_STAFF_API = {
  /** Partners and whether their users must use a second factor (/iboss/configuration). */
  partners: '/api/spportal/iboss/secondFactor/partners.json',
  setPartnerRequired: '/api/spportal/iboss/secondFactor/setPartnerRequired.json',
  /** A user lost their device and their recovery codes: their factor goes (/iboss/user). */
  resetUser: '/api/spportal/iboss/secondFactor/resetUser.json',
} as const;

/** The sign-in step between the password and the session. */
export const SECOND_FACTOR_STEPS = ['VERIFY', 'ENROL'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** Authenticator codes: 6 digits, a new one every 30 seconds (RFC 6238 defaults every app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a user gets at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a remembered device skips the code. */
export const REMEMBER_DEVICE_DAYS = 30;
/** How long the step between password and code lasts, and how many codes it takes. */
export const PENDING_STEP_MINUTES = 5;
export const PENDING_STEP_MAX_ATTEMPTS = 5;

/** A code as typed: 6 digits, or a recovery code (letters and digits, dashes and spaces ignored). */
export const CODE_MAX_LENGTH = 32;
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
