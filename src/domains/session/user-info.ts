import { md5Decimal } from '@/shared/md5/md5-decimal';
import type { StoredUserInfo } from '@/shared/storage/user-info-storage';
import type { CurrentUser } from '@contract/account/schemas';
import type { ParameterEntry } from '@contract/parameter/schemas';

/** SESSION-USERINFO: derived full name, given plus family name. */
export function fullName(person: { givenName?: string; familyName?: string } | null | undefined): string {
  if (!person) return '';
  return [person.givenName, person.familyName].filter((part) => !!part && part.trim()).join(' ');
}

/** The userInfo item from the parameter call's first entry; userId is derived from the email. */
export function toStoredUserInfo(parameter: ParameterEntry): StoredUserInfo | null {
  if (!parameter.email) return null;
  return {
    email: parameter.email,
    familyName: parameter.familyName,
    givenName: parameter.givenName,
    userName: fullName(parameter),
    userId: md5Decimal(parameter.email),
  };
}

/** The other path (current-user call) knows only the email: it writes userEmail. */
export function toUserEmailInfo(user: CurrentUser): StoredUserInfo {
  // The role lets the staff area check its session without a user lookup.
  return { userEmail: user.email, role: user.role };
}
