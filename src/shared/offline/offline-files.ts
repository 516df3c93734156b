/**
 * File names of the phone app that works offline (docs/offline.md), shared by the page, the
 * service worker and the build (scripts/offline-app-build.ts): plain values, no imports, since
 * webpack.config.ts loads this file outside the bundle.
 */

/** The worker's URL (server/src/static/spa-static.ts serves it without a long cache). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** The worker controls the phone app's pages only: desktop pages never go through it. */
export const SERVICE_WORKER_SCOPE = '/mobile/';

/** The page the worker keeps for offline navigations (the app loads and routes from there). */
export const SHELL_PAGE = '/index.html';

export const MANIFEST_URL = '/manifest.webmanifest';

/** The icon iOS shows on the home screen (it reads no manifest icons). */
export const TOUCH_ICON_URL = '/icons/app-icon-192.png';

/** The Cache Storage cache of last-seen answers; sign-out, expiry and a partner switch delete it. */
export const ANSWER_CACHE = 'partner-portal-answers-v1';
