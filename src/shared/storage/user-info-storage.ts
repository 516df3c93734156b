/** Stored userInfo (SESSION-USERINFO): a browser local item that outlives a reload. */
export const USER_INFO_KEY = 'userInfo';

export interface StoredUserInfo {
  email?: string;
  familyName?: string;
  givenName?: string;
  userName?: string;
  userId?: string;
  /** Written by the current-user path, which knows only the email. */
  userEmail?: string;
  /** Role from sign-in; lets the staff area check its session without a user lookup. */
  role?: string;
}

export function readUserInfo(): StoredUserInfo | null {
  try {
    const raw = window.localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredUserInfo) : null;
  } catch {
    return null;
  }
}

/** Merges into what is stored, so the two write paths (user info, userEmail) keep each other's fields. */
export function saveUserInfo(update: StoredUserInfo): StoredUserInfo {
  const next = { ...(readUserInfo() ?? {}), ...update };
  try {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked (private mode): the session still works from memory.
  }
  return next;
}

export function removeUserInfo(): void {
  try {
    window.localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // Nothing stored we could remove.
  }
}
