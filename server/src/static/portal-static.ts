import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '@server/http/error-handler';
import { serveSpa } from './spa-static';

/** dist/portal on the API's own port; unknown API paths stay JSON 404s. */
export async function portalStatic(app: FastifyInstance): Promise<void> {
  await serveSpa(app, {
    root: path.join(app.config.distDir, 'portal'),
    isApiPath: (url) => url.startsWith('/api/') || url.startsWith('/ighome/') || url === '/healthz',
    onApiNotFound: apiNotFound,
    buildHint: 'Run `npm run build` (or `npm start`, which builds what is missing).',
  });
}
