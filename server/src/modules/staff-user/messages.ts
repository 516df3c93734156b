/** Texts the staff user-management calls send, and the invitation mail. */
export const STAFF_USER_MESSAGES = {
  userNotFound: 'This user does not exist.',
  invalidEmail: 'Enter a valid email address.',
  emailExists: 'A user with this email address already exists.',
  partnerRequired: 'Choose the partner this user belongs to.',
  partnerListRequired: 'Choose at least one partner this admin may switch between.',
  partnerNotInList: "The admin's starting partner must be one of their partners.",
  staffHasNoPartner: 'Staff accounts have no partner.',
  unknownPartner: 'One of the chosen partners does not exist.',
  notYourself: 'You cannot change your own role or disable your own account.',
  lastStaff: 'This is the last enabled staff account; it must stay enabled and keep the staff role.',
  disabledNoReset: 'This account is disabled; enable it before sending a reset link.',
} as const;

export const INVITATION_TTL_HOURS = 72;

export const INVITATION_MAIL = {
  subject: 'You are invited to the Partner Portal',
  text: (name: string, link: string, hours: number) =>
    [
      `Hello ${name},`,
      '',
      'An account has been created for you on the Partner Portal.',
      `Open this link within ${hours} hours to choose your password (it works once):`,
      '',
      link,
      '',
      'After that, sign in with your email address and the password you chose.',
    ].join('\n'),
  html: (name: string, link: string, hours: number) =>
    `<p>Hello ${escapeHtml(name)},</p><p>An account has been created for you on the Partner Portal.</p>` +
    `<p><a href="${link}">Choose your password</a> (valid for ${hours} hours, works once).</p>` +
    `<p>After that, sign in with your email address and the password you chose.</p>`,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
