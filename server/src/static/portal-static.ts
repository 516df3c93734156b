import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '@server/http/error-handler';
import { SESSION_COOKIE } from '@server/plugins/auth-plugin';
import { serveSpa } from './spa-static';

const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`);
/** Where the signed-in layout is not what shows: sign-in pages and the staff area have their own. */
const OUTSIDE_LAYOUT = /^\/(?:mobile\/)?(?:auth|iboss)(?:\/|$)/i;

/**
 * The page with the signed-in layout's outline (src/app/host/boot-skeleton.html) for a visitor
 * with a session cookie on a partner section; index.html for everyone else. The cookie is only
 * looked at, not checked: an expired one shows the outline until the sign-in page replaces it.
 */
export function portalPageFor(cookieHeader: string | undefined, url: string): string | undefined {
  if (!cookieHeader || !HAS_SESSION_COOKIE.test(cookieHeader) || OUTSIDE_LAYOUT.test(url)) return undefined;
  return 'index.signed-in.html';
}

/** dist/portal on the API's own port; unknown API paths stay JSON 404s. */
export async function portalStatic(app: FastifyInstance): Promise<void> {
  await serveSpa(app, {
    root: path.join(app.config.distDir, 'portal'),
    isApiPath: (url) => url.startsWith('/api/') || url.startsWith('/ighome/') || url === '/healthz',
    onApiNotFound: apiNotFound,
    buildHint: 'Run `npm run build` (or `npm start`, which builds what is missing).',
    pageFor: (request, url) => portalPageFor(request.headers.cookie, url),
  });
}
