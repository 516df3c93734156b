import type { Role } from '../../../contract/account';
import { paths, toMobile } from '../paths';

export type Platform = 'desktop' | 'mobile';

/** Name of the login page's query parameter holding the path to return to. */
export const REDIRECT_PARAM = 'redirect';

const treePath = (platform: Platform, path: string) => (platform === 'mobile' ? toMobile(path) : path);

/** Login page of a tree, remembering where to come back to (a path within the app). */
export function loginHref(platform: Platform, returnTo?: string | null): string {
  const login = treePath(platform, paths.login);
  const back = returnTo ? safeReturnPath(returnTo) : null;
  return back ? `${login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}` : login;
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
  if (role === 'STAFF') {
    return back && back.startsWith(paths.iboss.root) ? back : paths.iboss.configuration;
  }
  if (back && !back.startsWith(paths.iboss.root)) return back;
  return treePath(platform, paths.overview);
}
