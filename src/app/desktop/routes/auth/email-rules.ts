import { isValidEmail } from '../../../../../contract/validation';
import { authMessages } from '../../../../domains/auth/messages';

const v = authMessages.validation;

/** antd Form rules for an email field (spec 5). */
export const emailRules = [
  { required: true, whitespace: true, message: v.emailRequired },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isValidEmail(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error(v.emailInvalid)),
  },
];
