import type { Platform } from '@/shared/device/device';
import { desktopPageChunks, layoutChunks, mobilePageChunks } from './page-chunks';
import { toMobile } from './paths';

/**
 * A route pattern as react-router matches it by default (whole path, any case, trailing slashes
 * allowed, `:name` one segment), without react-router: early-boot.ts runs this before the
 * router's module (and React's) has been evaluated.
 */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/*$`,
    'i',
  );

const landings: Record<Platform, { pattern: RegExp; chunk: string }[]> = {
  desktop: Object.entries(desktopPageChunks).map(([chunk, path]) => ({ pattern: patternOf(path), chunk })),
  mobile: Object.entries(mobilePageChunks).map(([chunk, path]) => ({
    pattern: patternOf(toMobile(path)),
    chunk,
  })),
};

/** The chunks to start for a signed-in landing on `path`: the tree's layout and the section's page. */
export function landingChunkNames(platform: Platform, path: string): string[] {
  const page = landings[platform].find((entry) => entry.pattern.test(path));
  return page ? [layoutChunks[platform], page.chunk] : [];
}

/** Each tree's own chunk, by name (create-app.tsx imports it under this name). */
export const treeChunk = (platform: Platform): string => `${platform}-tree`;

type ChunkLoader = (chunkId: string | number) => Promise<unknown>;

/** webpack's loader of a chunk's script and style sheet; undefined outside a webpack build (jest). */
const webpackChunkLoader = (): ChunkLoader | undefined =>
  typeof __webpack_chunk_load__ === 'function' ? __webpack_chunk_load__ : undefined;

/**
 * A chunk's script only, without its style sheet (webpack's script handler): early-boot.ts runs
 * before createApp has made the app's container, and a style chunk loaded then would go into the
 * document's head, ahead of antd's sheets, instead of after them in the container, where the
 * portal's rules win (src/app/host/style-host.ts). The sheet loads when the route asks for the chunk.
 */
export function scriptOnlyLoader(): ChunkLoader | undefined {
  const handlers = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.f;
  const script = handlers?.j;
  if (!script) return undefined;
  return (chunkId) => {
    const promises: Promise<unknown>[] = [];
    script(chunkId, promises);
    return Promise.all(promises);
  };
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
 * The first `leading` names' chunks (the layout's; early-boot.ts adds the tree's) go first, the rest once they are in (or sooner: the
 * tree's route preloads its page when the tree arrives, create-app.tsx). Started all at once, they
 * shared the slow network and all arrived at its end, and the CPU, idle until then, drew the layout
 * and then the page; this way the layout arrives and draws while the page downloads (desktop
 * /overview showed its data about 0.4 s sooner; the phone was unchanged).
 */
export function preloadLandingChunks(
  names: string[],
  leading = 1,
  loadChunkById = webpackChunkLoader(),
): void {
  const ids = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.landingChunks;
  if (!ids || !loadChunkById) return;
  const load = (name: string, id: string | number) =>
    // A failed download is retried by the route itself, with its error screen (lazy-page.tsx);
    // this one counts as its first try (landingTryFailed).
    loadChunkById(id).catch(() => void failedLandings.add(name));
  const first = names.slice(0, leading);
  const firstIds = new Set(first.flatMap((name) => ids[name] ?? []));
  const started = first.flatMap((name) => (ids[name] ?? []).map((id) => load(name, id)));
  void Promise.all(started).then(() => {
    for (const name of names.slice(leading))
      for (const id of ids[name] ?? []) if (!firstIds.has(id)) void load(name, id);
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
