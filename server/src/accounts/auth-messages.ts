function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** User-facing texts the auth calls send with a `field` (shown next to that form field). */
export const AUTH_MESSAGES = {
  badCredentials: 'Incorrect email or password',
  invalidEmail: 'Enter a valid email address',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${waitText(seconds)}.`,
  /** The address's failed sign-ins reached RATE_LIMIT_IP_MAX; an account known there still signs in. */
  tooManyFromAddress: (seconds: number) =>
    `Too many failed sign-ins from your network. Please try again in ${waitText(seconds)}, or reset your password: after a reset you can sign in from here at once.`,
  tooManyResetRequests: 'Too many reset requests. Please try again later.',
  weakPassword: 'The new password does not meet the password rules',
  samePassword: 'The new password must differ from the current one',
  wrongCurrentPassword: 'The current password is incorrect',
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
} as const;

export const RESET_MAIL = {
  subject: 'Reset your Partner Portal password',
  text: (link: string, minutes: number) =>
    [
      'Hello,',
      '',
      'We received a request to reset the password of your Partner Portal account.',
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this mail; your password stays as it is.',
    ].join('\n'),
  html: (link: string, minutes: number) =>
    `<p>Hello,</p><p>We received a request to reset the password of your Partner Portal account.</p>` +
    `<p><a href="${link}">Choose a new password</a> (valid for ${minutes} minutes, works once).</p>` +
    `<p>If you did not ask for this, ignore this mail; your password stays as it is.</p>`,
};

/**
 * To the owner of an account whose failed sign-ins reached the per-account limit (docs/security.md):
 * once per lockout window, whoever made the attempts.
 */
export const FAILED_SIGN_IN_MAIL = {
  subject: 'Failed sign-ins to your Partner Portal account',
  text: (failures: number, signInLink: string) =>
    [
      'Hello,',
      '',
      `Someone has just failed to sign in to your Partner Portal account ${failures} times, from one or more addresses.`,
      'Sign-ins to your account now wait a little longer after each failure, except from the places you usually sign in from.',
      '',
      'If it was you, you can sign in again shortly, or choose a new password with "Forgot password" on the sign-in page:',
      signInLink,
      '',
      'If it was not you, your password was not given away; choosing a new, strong password stops the attempts from getting anywhere.',
    ].join('\n'),
};
