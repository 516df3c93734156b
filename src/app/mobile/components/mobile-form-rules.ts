import type { FormItemProps } from 'antd-mobile';
import { isValidEmail, isValidPassword } from '@contract/shared/validation';
import { authMessages } from '@/domains/auth/messages';

const v = authMessages.validation;
// Each rule's message is a getter: read when the form checks, so it is in the language shown then.
type Rules = NonNullable<FormItemProps['rules']>;

export const emailRules: Rules = [
  {
    required: true,
    whitespace: true,
    get message() {
      return v.emailRequired;
    },
  },
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(v.emailInvalid)),
  },
];

/** The sign-in password: the password rule (VALID-PASSWORD), checked before sending. */
export const signInPasswordRules: Rules = [
  {
    required: true,
    get message() {
      return v.passwordRequired;
    },
  },
  {
    validator: (_, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.passwordInvalid)),
  },
];

export const newPasswordRules: Rules = [
  {
    required: true,
    get message() {
      return v.newPasswordRequired;
    },
  },
  {
    validator: (_, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.newPasswordRules)),
  },
];

export const confirmRules: Rules = [
  {
    required: true,
    get message() {
      return v.confirmRequired;
    },
  },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue('newPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(v.confirmMismatch)),
  }),
];
