import type { Locale } from '@contract/shared/locale';
import { escapeHtml, type LocalMail } from '@server/accounts/auth-messages';
import { msg, t, type MessageKey } from '@server/i18n/messages';

/** Texts the staff user-management calls send, and the invitation mail. */
export const STAFF_USER_MESSAGES = {
  userNotFound: msg('staffUser.userNotFound'),
  invalidEmail: msg('staffUser.invalidEmail'),
  emailExists: msg('staffUser.emailExists'),
  partnerRequired: msg('staffUser.partnerRequired'),
  partnerListRequired: msg('staffUser.partnerListRequired'),
  partnerNotInList: msg('staffUser.partnerNotInList'),
  staffHasNoPartner: msg('staffUser.staffHasNoPartner'),
  unknownPartner: msg('staffUser.unknownPartner'),
  notYourself: msg('staffUser.notYourself'),
  lastStaff: msg('staffUser.lastStaff'),
  disabledNoReset: msg('staffUser.disabledNoReset'),
} as const;

export const INVITATION_TTL_HOURS = 72;

/** The invitation (set-your-password) mail in the recipient's language (docs/i18n.md, "Server"). */
export function invitationMail(
  locale: Locale,
  name: string,
  link: string,
  hours: number,
): Required<LocalMail> {
  const line = (key: MessageKey) => t(locale, key, { hours, name });
  return {
    subject: line('mail.invitation.subject'),
    text: [
      line('mail.helloName'),
      '',
      line('mail.invitation.intro'),
      line('mail.invitation.linkLine'),
      '',
      link,
      '',
      line('mail.invitation.after'),
    ].join('\n'),
    html:
      `<p>${escapeHtml(line('mail.helloName'))}</p><p>${escapeHtml(line('mail.invitation.intro'))}</p>` +
      `<p><a href="${link}">${escapeHtml(line('mail.invitation.linkLabel'))}</a> ${escapeHtml(line('mail.invitation.linkNote'))}</p>` +
      `<p>${escapeHtml(line('mail.invitation.after'))}</p>`,
  };
}
