/**
 * The API lives where the app's files come from: embedded in a host, qiankun injects the public
 * path (e.g. http://localhost:8000/), so calls still go to the portal server, not the host.
 * Standalone, calls are same-origin and stay relative.
 */
export function apiOrigin(): string {
  const publicPath = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
  if (!publicPath) return '';
  try {
    const origin = new URL(publicPath, window.location.href).origin;
    return origin === window.location.origin ? '' : origin;
  } catch {
    return '';
  }
}
