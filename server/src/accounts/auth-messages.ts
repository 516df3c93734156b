import type { Locale } from '@contract/shared/locale';
import { msg, t, type MessageKey } from '@server/i18n/messages';

/** A wait in seconds under a minute, else in whole minutes (the catalogue's "unit" and "count"). */
function wait(seconds: number) {
  return seconds < 60
    ? { unit: 'second', count: seconds }
    : { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/** User-facing texts the auth calls send with a `field` (shown next to that form field). */
export const AUTH_MESSAGES = {
  badCredentials: msg('auth.badCredentials'),
  invalidEmail: msg('auth.invalidEmail'),
  tooManyAttempts: (seconds: number) => msg('auth.tooManyAttempts', wait(seconds)),
  /** The address's failed sign-ins reached RATE_LIMIT_IP_MAX; an account known there still signs in. */
  tooManyFromAddress: (seconds: number) => msg('auth.tooManyFromAddress', wait(seconds)),
  tooManyResetRequests: msg('auth.tooManyResetRequests'),
  weakPassword: msg('auth.weakPassword'),
  samePassword: msg('auth.samePassword'),
  wrongCurrentPassword: msg('auth.wrongCurrentPassword'),
  resetLinkInvalid: msg('auth.resetLinkInvalid'),
} as const;

/** HTML-escapes a catalogue text or a name for a mail's HTML part. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LocalMail {
  subject: string;
  text: string;
  html?: string;
}

/** The password-reset mail in the recipient's language (docs/i18n.md, "Server"). */
export function resetMail(locale: Locale, link: string, minutes: number): Required<LocalMail> {
  const line = (key: MessageKey) => t(locale, key, { minutes });
  return {
    subject: line('mail.reset.subject'),
    text: [
      line('mail.hello'),
      '',
      line('mail.reset.intro'),
      line('mail.reset.linkLine'),
      '',
      link,
      '',
      line('mail.reset.ignore'),
    ].join('\n'),
    html:
      `<p>${escapeHtml(line('mail.hello'))}</p><p>${escapeHtml(line('mail.reset.intro'))}</p>` +
      `<p><a href="${link}">${escapeHtml(line('mail.reset.linkLabel'))}</a> ${escapeHtml(line('mail.reset.linkNote'))}</p>` +
      `<p>${escapeHtml(line('mail.reset.ignore'))}</p>`,
  };
}

/**
 * To the owner of an account whose failed sign-ins reached the per-account limit (docs/security.md):
 * once per lockout window, whoever made the attempts.
 */
export function failedSignInMail(locale: Locale, failures: number, signInLink: string): LocalMail {
  const line = (key: MessageKey) => t(locale, key, { failures });
  return {
    subject: line('mail.failedSignIn.subject'),
    text: [
      line('mail.hello'),
      '',
      line('mail.failedSignIn.what'),
      line('mail.failedSignIn.slower'),
      '',
      line('mail.failedSignIn.ifYou'),
      signInLink,
      '',
      line('mail.failedSignIn.ifNotYou'),
    ].join('\n'),
  };
}
