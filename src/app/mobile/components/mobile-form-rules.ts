import type { FormItemProps } from 'antd-mobile';
import { isValidEmail, isValidPassword } from '@contract/shared/validation';
import { authMessages } from '@/domains/auth/messages';

const v = authMessages.validation;
type Rules = NonNullable<FormItemProps['rules']>;

export const emailRules: Rules = [
  { required: true, whitespace: true, message: v.emailRequired },
  {
    validator: (_, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(v.emailInvalid)),
  },
];

/** The sign-in password: the password rule (VALID-PASSWORD), checked before sending. */
export const signInPasswordRules: Rules = [
  { required: true, message: v.passwordRequired },
  {
    validator: (_, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.passwordInvalid)),
  },
];

export const newPasswordRules: Rules = [
  { required: true, message: v.newPasswordRequired },
  {
    validator: (_, value: string | undefined) =>
      !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(v.newPasswordRules)),
  },
];

export const confirmRules: Rules = [
  { required: true, message: v.confirmRequired },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      !value || value === getFieldValue('newPassword')
        ? Promise.resolve()
        : Promise.reject(new Error(v.confirmMismatch)),
  }),
];
