import type { Role } from '@contract/account/schemas';
import { accessFor } from '@/domains/session/access';
import { paths, toMobile } from '@/app/routing/paths';

export type Platform = 'desktop' | 'mobile';

/** Name of the login page's query parameter holding the path to return to. */
export const REDIRECT_PARAM = 'redirect';
/** Name of the login page's query parameter telling why the user is there (a notice to show). */
export const NOTICE_PARAM = 'notice';
export type LoginNotice =
  'password-changed' | 'password-reset' | 'password-set' | 'signed-out' | 'session-expired';

const treePath = (platform: Platform, path: string) => (platform === 'mobile' ? toMobile(path) : path);

/** Login page of a tree, remembering where to come back to (a path within the app). */
export function loginHref(platform: Platform, returnTo?: string | null, notice?: LoginNotice): string {
  const query = new URLSearchParams();
  const back = returnTo ? safeReturnPath(returnTo) : null;
  if (back) query.set(REDIRECT_PARAM, back);
  if (notice) query.set(NOTICE_PARAM, notice);
  const search = query.toString();
  return `${treePath(platform, paths.login)}${search ? `?${search}` : ''}`;
}

/**
 * Only a path inside the app may be a return target: no other origin (`//evil`, `https:`), no
 * backslash tricks, and never an /auth page (that would loop back to login).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (/^\/(mobile\/)?auth(\/|$|\?)/.test(raw)) return null;
  return raw;
}

/** Where a user goes after signing in: the remembered path if it suits the role, else the role's home. */
export function landingAfterLogin(
  role: Role | undefined,
  platform: Platform,
  redirect: string | null,
): string {
  const back = safeReturnPath(redirect);
  if (accessFor({ user: { role } }).staffOnly) {
    return back && back.startsWith(paths.iboss.root) ? back : paths.iboss.configuration;
  }
  if (back && !back.startsWith(paths.iboss.root)) return back;
  return treePath(platform, paths.overview);
}
