import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content-hashed build files (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,32}\.(?:js|css|mjs|map|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|mp4)$/i;
const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]{1,8}$/i;

export interface SpaOptions {
  root: string;
  /** Paths that are never the app (API calls): they 404 as JSON instead of getting index.html. */
  isApiPath?: (url: string) => boolean;
  onApiNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** What to run when the build is missing, shown on the placeholder page. */
  buildHint: string;
}

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  if (filePath.endsWith('index.html')) reply.header('cache-control', 'no-cache');
  else if (HASHED.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}

/**
 * Serves a built single-page app: files from root, index.html (not cached) for every other GET
 * without a file extension (history fallback), a plain explanation when the build is missing.
 */
export async function serveSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  const built = fs.existsSync(indexFile);
  if (!built) app.log.warn(`${indexFile} is missing: ${options.buildHint}`);
  else {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders: setCacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (options.isApiPath?.(url) && options.onApiNotFound) return options.onApiNotFound(request, reply);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !HAS_EXTENSION.test(url);
    if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!fs.existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`The app is not built yet. ${options.buildHint}\n`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.root);
  });
}
