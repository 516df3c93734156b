import { matchPath } from 'react-router-dom';
import type { Platform } from '@/shared/device/device';
import { desktopPageChunks, layoutChunks, mobilePageChunks } from './page-chunks';
import { toMobile } from './paths';

const landings: Record<Platform, { path: string; chunk: string }[]> = {
  desktop: Object.entries(desktopPageChunks).map(([chunk, path]) => ({ path, chunk })),
  mobile: Object.entries(mobilePageChunks).map(([chunk, path]) => ({ path: toMobile(path), chunk })),
};

/** The chunks to start for a signed-in landing on `path`: the tree's layout and the section's page. */
export function landingChunkNames(platform: Platform, path: string): string[] {
  const page = landings[platform].find((entry) => matchPath(entry.path, path));
  return page ? [layoutChunks[platform], page.chunk] : [];
}

/** The landing chunks whose preload failed. */
const failedLandings = new Set<string>();

/**
 * Starts downloading the named chunks (landingChunkNames) beside the tree's own chunk instead of
 * after it (create-app.tsx, with a session only). Waiting for the tree first left the slow network
 * idle while the tree downloaded and ran: the page's chunks started about half a second later
 * (docs/quality-gates.md). Outside the partner sections (sign-in, the staff area, not found)
 * there is nothing to start: the tree loads those. The chunks are loaded by id (webpack.config.ts
 * LandingChunksPlugin), so nothing runs until the tree's route asks for them.
 *
 * The first name's chunks (the layout's) go first, the rest once they are in (or sooner: the
 * tree's route preloads its page when the tree arrives, create-app.tsx). Started all at once, they
 * shared the slow network and all arrived at its end, and the CPU, idle until then, drew the layout
 * and then the page; this way the layout arrives and draws while the page downloads (desktop
 * /overview showed its data about 0.4 s sooner; the phone was unchanged).
 */
export function preloadLandingChunks(names: string[]): void {
  const ids = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.landingChunks;
  const loadChunkById = typeof __webpack_chunk_load__ === 'function' ? __webpack_chunk_load__ : undefined;
  if (!ids || !loadChunkById) return;
  const load = (name: string, id: string | number) =>
    // A failed download is retried by the route itself, with its error screen (lazy-page.tsx);
    // this one counts as its first try (landingTryFailed).
    loadChunkById(id).catch(() => void failedLandings.add(name));
  const [first, ...rest] = names;
  const firstIds = ids[first] ?? [];
  void Promise.all(firstIds.map((id) => load(first, id))).then(() => {
    for (const name of rest)
      for (const id of ids[name] ?? []) if (!firstIds.includes(id)) void load(name, id);
  });
}

/**
 * Whether the landing preload already tried this chunk and failed. A route that asks while the
 * preload is in flight shares its request; one that asks after it failed makes a new request,
 * which is then its second try, not its first (ERR-CHUNK: three tries in all).
 */
export function landingTryFailed(name: string): boolean {
  return failedLandings.has(name);
}

/** The app's own path from the address bar, as the routes will match it: without the base path. */
export function currentAppPath(historyType: 'browser' | 'hash', basename: string): string {
  const pathname =
    historyType === 'hash'
      ? new URL(window.location.hash.slice(1) || '/', window.location.origin).pathname
      : window.location.pathname;
  if (basename === '/') return pathname;
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base) return '/';
  return lower.startsWith(`${base}/`) ? pathname.slice(basename.length) : pathname;
}
