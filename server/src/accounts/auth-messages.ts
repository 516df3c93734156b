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
