import english from '@/locales/en/domain-auth.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the auth screens (both trees): sign-in, forgot and reset password, change
 * password, and the password rules (VALID-PASSWORD) as the checklist shows them; from
 * src/locales/<language>/domain-auth.json. `validation.passwordInvalid` is for sign-in: the
 * password cannot be right when it breaks the password rule, so it is not sent. `setPassword` is
 * the reset page opened from a new account's invitation: its first password, not a reset.
 */
export const authMessages = defineMessages(english, (format) => ({
  checkEmail: {
    sent: (email: string) => format('checkEmail.sent', { email }),
  },
}));
