import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content-hashed build files (e.g. main.3f9a1c2b.js) never change: cache them for a year. */
const HASHED = /[.-][0-9a-f]{8,32}\.(?:js|css|mjs|map|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|mp4)$/i;
const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]{1,8}$/i;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

interface SpaOptions {
  root: string;
  /** Paths that are never the app (API calls): they 404 as JSON instead of getting index.html. */
  isApiPath?: (url: string) => boolean;
  onApiNotFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** What to run when the build is missing, shown on the placeholder page. */
  buildHint: string;
  /**
   * Another page the build made beside index.html, for this request (the portal's signed-in
   * variant, portal-static.ts); undefined for index.html. The answer then varies by cookie.
   */
  pageFor?: (request: FastifyRequest, url: string) => string | undefined;
}

/** The file under root for a URL path, or null: never leaves root, never a directory or dotfile. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const target = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!target.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(target).isFile() ? target : null;
  } catch {
    return null;
  }
}

/** The build's brotli copy of a file (webpack.config.ts PrecompressPlugin), when the browser takes brotli. */
function brotliCopy(request: FastifyRequest, file: string): string | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (!/\bbr\b/.test(accepts)) return null;
  const copy = `${file}.br`;
  return fs.existsSync(copy) ? copy : null;
}

/** What the Vary header already names (the CORS layer's Origin), as a list. */
function varyOf(reply: FastifyReply): string[] {
  const header = reply.getHeader('vary');
  if (header === undefined) return [];
  return String(header)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * The build's files other than its pages (scripts, style sheets, images) are public and the same
 * for every origin, and a host loads them from its own origin (docs/embedding.md).
 * So they are answered for any origin, without credentials, and not per origin: an answer
 * to the portal opened on its own (no Origin header, so no allow-origin) is cached for a year and
 * was then reused for the host's request, which the browser refused: the embedded app never
 * started.
 */
function shareWithEveryOrigin(reply: FastifyReply): void {
  reply
    .header('access-control-allow-origin', '*')
    .removeHeader('access-control-allow-credentials')
    .removeHeader('vary');
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
  vary: string[] = [],
) {
  const stat = fs.statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const extension = path.extname(file).toLowerCase();
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    .type(TYPES[extension] ?? 'application/octet-stream');
  // A page keeps the CORS layer's Vary: Origin beside its own; every other file is one answer for all.
  let varyBy = vary;
  if (extension === '.html') varyBy = [...varyOf(reply), ...vary];
  else shareWithEveryOrigin(reply);
  if (varyBy.length > 0) reply.header('vary', varyBy.join(', '));
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const brotli = brotliCopy(request, file);
  if (brotli) {
    return reply
      .header('content-encoding', 'br')
      .header('vary', ['accept-encoding', ...varyBy].join(', '))
      .send(fs.createReadStream(brotli));
  }
  return reply.send(fs.createReadStream(file));
}

/**
 * Files whose name stays from build to build and that must be asked for anew: the page, and the
 * phone app's service worker and manifest (docs/offline.md), so a deploy reaches installed apps.
 */
const REVALIDATED = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest']);

function cacheControlFor(file: string): string {
  if (REVALIDATED.has(path.basename(file))) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * Serves a built single-page app: files from root (hashed ones cached for a year), index.html
 * (revalidated every time) for every other GET without a file extension (history fallback), and
 * a plain explanation while the build is missing.
 */
export async function serveSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) app.log.warn(`${indexFile} is missing. ${options.buildHint}`);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (options.isApiPath?.(url) && options.onApiNotFound) return options.onApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const file = resolveInside(root, url);
    if (file) return sendFile(request, reply, file, cacheControlFor(file));
    if (HAS_EXTENSION.test(url)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (!fs.existsSync(indexFile)) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`The app is not built yet. ${options.buildHint}\n`);
    }
    if (!options.pageFor) return sendFile(request, reply, indexFile, 'no-cache');
    const page = options.pageFor(request, url);
    const pageFile = page ? resolveInside(root, page) : null;
    return sendFile(request, reply, pageFile ?? indexFile, 'no-cache', ['cookie']);
  };

  // A real route (not only the not-found handler) so route-level hooks such as compression apply.
  app.get('/*', handler);
  app.setNotFoundHandler(handler);
}
