import { isValidEmail, isValidPassword } from '@contract/shared/validation';
import { authMessages } from '@/domains/auth/messages';

const v = authMessages.validation;
// The messages are getters: read when a rule fails, so they follow the language shown now.

/** antd Form rules for an email field (VALID-EMAIL). */
export const emailRules = [
  {
    required: true,
    whitespace: true,
    get message() {
      return v.emailRequired;
    },
  },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(v.emailInvalid)),
  },
];

/** antd Form rules for the sign-in password: the password rule (VALID-PASSWORD), checked before sending. */
export const signInPasswordRules = [
  {
    required: true,
    get message() {
      return v.passwordRequired;
    },
  },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.passwordInvalid)),
  },
];
