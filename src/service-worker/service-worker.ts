import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { ANSWER_CACHE, SHELL_PAGE } from '@/shared/offline/offline-files';
import { ACCOUNT_API } from '@contract/account/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { PARAMETER_API } from '@contract/parameter/constants';
import { PARTNER_API } from '@contract/partner/constants';
import { PHONE_PAGES, READS_SO_FAR, SCREEN_READS, SESSION_HEADER } from '@/shared/offline/offline-reads';
import { KeptAnswers, toldSoFar } from './kept-answers';
import type { WorkerScope } from './worker-scope';

/**
 * The phone app's service worker (docs/offline.md), registered by the phone tree standalone only
 * (src/app/offline/start-offline-app.ts). It keeps the app's first-load files (precached at
 * install) and the last answer of each read the phone's overview, contracts and business insights
 * show, per session; offline it answers from them. Built by webpack.config.ts, which fills in
 * the precache list of the build.
 */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const self: WorkerScope;

// A new version takes over at once: the precache holds only hashed files and the shell page, and a
// page keeps working with the files it has. No clients.claim(): the page that registered the worker
// loads to its end as it started, never half through the worker (its first-load figures stay those
// of budgets.json); the next page of the phone app is the worker's.
void self.skipWaiting();

// No "/" to "/index.html" or clean-URL matching: online, every page comes from the server, which
// picks the signed-in or staff variant (server/src/static/portal-static.ts).
precacheAndRoute(__PRECACHE_MANIFEST__, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The phone's pages: from the network, and when it fails, the kept shell page, which routes itself.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(SHELL_PAGE)) ?? Response.error() }],
    }),
    { allowlist: [PHONE_PAGES] },
  ),
);

/**
 * Every read the worker answers from the cache when the network fails: the three screens', and
 * those the signed-in layout needs to show them (the session check, the partner, the bell's count).
 * Nothing else: writes, downloads, uploads and other screens always go to the network.
 */
const CACHED_READS: ReadonlySet<string> = new Set([
  ACCOUNT_API.user,
  PARAMETER_API.parameter,
  PARTNER_API.adminAccount,
  PARTNER_API.defaultPartner,
  NOTIFICATION_API.count,
  ...SCREEN_READS.overview,
  ...SCREEN_READS.contracts,
  ...SCREEN_READS.insights,
]);

const answers = new KeptAnswers({ cacheName: ANSWER_CACHE, matchOptions: { ignoreVary: true } });

/**
 * One of the kept reads with its session. The worker's scope is the phone app's pages
 * (SERVICE_WORKER_SCOPE), so a desktop page's calls to the same paths never come here: desktop
 * never shows kept figures unmarked.
 */
function isKeptRead({ request, url }: { request: Request; url: URL }): boolean {
  return (
    url.origin === self.location.origin &&
    CACHED_READS.has(url.pathname) &&
    request.headers.has(SESSION_HEADER)
  );
}

registerRoute(isKeptRead, answers, 'GET');
registerRoute(isKeptRead, answers, 'POST');

// A page's screen asks what the worker told it before it listened (src/app/offline/read-stamps.ts).
self.addEventListener('message', (event) => {
  const { data, source, ports } = event;
  if ((data as { type?: unknown } | null)?.type !== READS_SO_FAR || !source || !('id' in source)) return;
  ports[0]?.postMessage(toldSoFar(source.id));
});
