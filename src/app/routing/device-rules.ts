import type { Platform } from '@/shared/device/device';
import { MOBILE_PREFIX, paths, toMobile } from './paths';

const hasMobilePrefix = (pathname: string): boolean =>
  pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);

// The staff area is desktop-only and has no mobile tree: a phone gets the desktop staff layout
// rather than a /mobile/iboss path that can't exist.
const isStaffArea = (pathname: string): boolean =>
  pathname === paths.iboss.root || pathname.startsWith(`${paths.iboss.root}/`);

const stripMobile = (pathname: string): string => pathname.slice(MOBILE_PREFIX.length) || paths.root;

/**
 * ROUTE-REDIRECT device rules, resolved in one step so a client is redirected once:
 * - mobile client on a path without /mobile -> the same path with it;
 * - desktop client on /mobile... -> the same path without it;
 * - the root of either tree goes straight to its overview;
 * - the staff area (/iboss) stays where it is on every device.
 * Returns null when the path already suits the device.
 */
export function deviceRedirectTarget(platform: Platform, pathname: string): string | null {
  if (platform === 'mobile') {
    if (isStaffArea(pathname)) return null;
    if (hasMobilePrefix(pathname))
      return pathname === MOBILE_PREFIX || pathname === `${MOBILE_PREFIX}/` ? toMobile(paths.overview) : null;
    // Not toMobile(): it leaves paths like /mobilex alone, which are not under the /mobile prefix.
    return pathname === paths.root ? toMobile(paths.overview) : `${MOBILE_PREFIX}${pathname}`;
  }
  if (hasMobilePrefix(pathname)) {
    const stripped = stripMobile(pathname);
    return stripped === paths.root ? paths.overview : stripped;
  }
  return pathname === paths.root ? paths.overview : null;
}
