import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '@server/http/error-handler';
import { SESSION_COOKIE } from '@server/plugins/auth-plugin';
import { serveSpa } from './spa-static';

const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`);
/** Sign-in pages have no layout to outline. */
const SIGN_IN = /^\/(?:mobile\/)?auth(?:\/|$)/i;
const STAFF_AREA = /^\/iboss(?:\/|$)/i;

/**
 * The page with the signed-in layout's outline (src/app/host/boot-skeleton.html) for a visitor
 * with a session cookie: the staff area's in /iboss, a partner's elsewhere; index.html for
 * everyone else and on the sign-in pages. The cookie is only looked at, not checked: an expired one
 * shows the outline until the sign-in page replaces it.
 */
function portalPageFor(cookieHeader: string | undefined, url: string): string | undefined {
  if (!cookieHeader || !HAS_SESSION_COOKIE.test(cookieHeader) || SIGN_IN.test(url)) return undefined;
  return STAFF_AREA.test(url) ? 'index.staff.html' : 'index.signed-in.html';
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
