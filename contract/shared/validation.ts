/**
 * The validation rules VALID-EMAIL and VALID-PASSWORD, shared by the server (which enforces them) and the client (which shows
 * them live). Pure functions, no dependencies.
 */

// Letters, digits, dot, underscore, hyphen; then @; then a domain with at least one dot.
const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7F]/;
const HAN = /\p{Script=Han}/u;

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export function isValidEmail(value: string): boolean {
  if (!value || NON_ASCII.test(value) || value.length > EMAIL_MAX_LENGTH) return false;
  return EMAIL_PATTERN.test(value);
}

export interface PasswordRuleResults {
  length: boolean;
  notAllLetters: boolean;
  notAllDigits: boolean;
  noBackslash: boolean;
  noDoubleQuote: boolean;
  noChinese: boolean;
}

export type PasswordRule = keyof PasswordRuleResults;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'notAllLetters',
  'notAllDigits',
  'noBackslash',
  'noDoubleQuote',
  'noChinese',
];

export function checkPassword(value: string): PasswordRuleResults {
  const length = [...value].length;
  return {
    length: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    notAllLetters: !/^[A-Za-z]+$/.test(value),
    notAllDigits: !/^[0-9]+$/.test(value),
    noBackslash: !value.includes('\\'),
    noDoubleQuote: !value.includes('"'),
    noChinese: !HAN.test(value),
  };
}

export function isValidPassword(value: string): boolean {
  if (!value) return false;
  const results = checkPassword(value);
  return PASSWORD_RULES.every((rule) => results[rule]);
}
