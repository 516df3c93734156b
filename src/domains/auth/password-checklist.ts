import { checkPassword, PASSWORD_RULES } from '@contract/shared/validation';
import type { PasswordRule } from '@contract/shared/validation';
import { authMessages } from './messages';

export interface ChecklistItem {
  rule: PasswordRule;
  label: string;
  met: boolean;
}

/** The password rules (VALID-PASSWORD) for a typed password, in display order; an empty password meets none. */
export function passwordChecklist(value: string): ChecklistItem[] {
  const results = checkPassword(value);
  return PASSWORD_RULES.map((rule) => ({
    rule,
    label: authMessages.passwordRules[rule],
    met: value !== '' && results[rule],
  }));
}
