import type { PasswordRule } from '@contract/shared/validation';

/** User-facing text of the auth screens (both trees): sign-in, forgot and reset password, change password. */
export const authMessages = {
  brand: {
    product: 'Partner Portal',
    tagline: 'Your cross-border payments business at a glance',
    points: [
      'Performance and growth of your wallet abroad',
      'Incentive programmes, claims and contracts',
      'Network calendar and business insights',
    ],
  },
  fields: {
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    password: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
  },
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  validation: {
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
    /** Sign-in: the password cannot be right when it breaks the password rule, so it is not sent. */
    passwordInvalid:
      'Passwords have 6 to 20 characters, not only letters or only digits, and no \\, " or Chinese characters',
    currentPasswordRequired: 'Enter your current password',
    newPasswordRequired: 'Enter a new password',
    newPasswordRules: 'The new password does not meet all the rules below',
    confirmRequired: 'Enter the new password again',
    confirmMismatch: 'The two passwords do not match',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Use the email address your organisation registered for the portal.',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    badCredentials: 'Incorrect email or password.',
    throttled: 'Too many attempts. Please wait 15 minutes and try again.',
    passwordChanged: 'Your password has been changed. Please sign in with your new password.',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
    passwordSet: 'Your password is set. Sign in with your email address and your new password.',
    signedOut: 'You have signed out.',
    sessionNotKept:
      'Your sign-in worked, but this browser did not keep the session, so you would be signed out at once. Allow cookies for this site or open the portal on its own address, then sign in again.',
  },
  checkEmail: {
    title: 'Forgot your password?',
    subtitle: 'Enter your email address and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sentTitle: 'Check your email',
    sent: (email: string) =>
      `If an account exists for ${email}, we have sent it a link to reset the password. The link is valid for 30 minutes and works once.`,
    sentHint: 'No email? Check your spam folder, or send the link again.',
    sendAgain: 'Send again',
    throttled: 'Too many reset requests. Please try again later.',
    backToLogin: 'Back to sign in',
  },
  resetPassword: {
    title: 'Choose a new password',
    subtitle: 'Your new password replaces the old one and signs you out everywhere.',
    submit: 'Reset password',
    checkingLink: 'Checking your reset link…',
    invalidLinkTitle: 'This reset link cannot be used',
    invalidLink: 'The link is invalid, has expired or has already been used. Request a new one.',
    requestNew: 'Request a new link',
    doneTitle: 'Password reset',
    backToLogin: 'Back to sign in',
  },
  /** The same page opened from a new account's invitation: its first password, not a reset. */
  setPassword: {
    title: 'Choose your password',
    subtitle:
      'Welcome to the Partner Portal. Choose the password you will sign in with, together with your email address.',
    submit: 'Set password',
  },
  changePassword: {
    title: 'Change password',
    subtitle: 'After the change you are signed out on every device and sign in again with the new password.',
    submit: 'Change password',
    cancel: 'Cancel',
  },
  rules: {
    heading: 'Your new password must have',
    met: 'met',
    notMet: 'not met',
  },
  networkError: 'Network error. Check your connection and try again.',
} as const;

/** The password rules (VALID-PASSWORD), as the checklist shows them. */
export const passwordRuleLabels: Record<PasswordRule, string> = {
  length: '6 to 20 characters',
  notAllLetters: 'Not only letters',
  notAllDigits: 'Not only digits',
  noBackslash: 'No backslash ( \\ )',
  noDoubleQuote: 'No double quote ( " )',
  noChinese: 'No Chinese characters',
};
