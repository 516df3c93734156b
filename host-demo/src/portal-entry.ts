/** Where the host finds the portal and how it mounts it; pure so it can be unit-tested. */
type HistoryType = 'browser' | 'hash';

export const PORTAL_BASE_PATH = '/portal';
export const PORTAL_APP_NAME = 'partner-portal';
const DEFAULT_PORTAL_PORT = 8000;

interface HostLocation {
  protocol: string;
  hostname: string;
  port: string;
  search: string;
}

/**
 * The portal lives on its own origin. `?portal=<origin>` wins; otherwise the same host name on
 * the port just below the host's (8001 -> 8000, 18001 -> 18000), or 8000.
 */
export function portalEntry(location: HostLocation): string {
  const explicit = new URLSearchParams(location.search).get('portal');
  if (explicit) return explicit.endsWith('/') ? explicit : `${explicit}/`;
  const hostPort = Number(location.port);
  const port = Number.isInteger(hostPort) && hostPort > 1 ? hostPort - 1 : DEFAULT_PORTAL_PORT;
  return `${location.protocol}//${location.hostname}:${port}/`;
}

/** `?history=hash` switches the host (and the portal inside it) to hash history. */
export function historyTypeFrom(search: string, remembered: string | null): HistoryType {
  const asked = new URLSearchParams(search).get('history');
  if (asked === 'hash' || asked === 'browser') return asked;
  return remembered === 'hash' ? 'hash' : 'browser';
}

/** How qiankun isolates the portal's styles: `?isolation=scoped|strict`, default none. */
type StyleIsolation = 'default' | 'scoped' | 'strict';

export function styleIsolationFrom(search: string): StyleIsolation {
  const asked = new URLSearchParams(search).get('isolation');
  return asked === 'scoped' || asked === 'strict' ? asked : 'default';
}

/**
 * How the host mounts the portal: `router` (default) registers it with qiankun's router
 * (`registerMicroApps` + `start`); `?mount=manual` calls `loadMicroApp` itself on each visit, into a
 * new container element each time, and unmounts it on leaving, as a host with its own router does.
 */
type MountMode = 'router' | 'manual';

export function mountModeFrom(search: string): MountMode {
  return new URLSearchParams(search).get('mount') === 'manual' ? 'manual' : 'router';
}

/** qiankun's `start({ sandbox })` for an isolation mode (a JS sandbox in every mode). */
export function sandboxFor(isolation: StyleIsolation) {
  if (isolation === 'strict') return { loose: false, strictStyleIsolation: true };
  if (isolation === 'scoped') return { loose: false, experimentalStyleIsolation: true };
  return { loose: false };
}

/** Host-side path of a portal page, in the chosen history mode. */
export function portalHref(historyType: HistoryType, appPath = '/overview'): string {
  return historyType === 'hash' ? `/#${PORTAL_BASE_PATH}${appPath}` : `${PORTAL_BASE_PATH}${appPath}`;
}

export function isPortalActive(
  historyType: HistoryType,
  location: { pathname: string; hash: string },
): boolean {
  const inBase = (path: string) => path === PORTAL_BASE_PATH || path.startsWith(`${PORTAL_BASE_PATH}/`);
  return historyType === 'hash'
    ? inBase(location.hash.replace(/^#/, '').split('?')[0])
    : inBase(location.pathname);
}
