import { isValidEmail, isValidPassword } from '@contract/shared/validation';
import { authMessages } from '@/domains/auth/messages';

const v = authMessages.validation;

/** antd Form rules for an email field (VALID-EMAIL). */
export const emailRules = [
  { required: true, whitespace: true, message: v.emailRequired },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(v.emailInvalid)),
  },
];

/** antd Form rules for the sign-in password: the password rule (VALID-PASSWORD), checked before sending. */
export const signInPasswordRules = [
  { required: true, message: v.passwordRequired },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.passwordInvalid)),
  },
];
