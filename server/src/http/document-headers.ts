import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers a browser reads only from a document's answer (and, for the CSP, a worker script's),
 * per MDN: Content-Security-Policy (documents and workers), Cross-Origin-Opener-Policy (top-level
 * documents), Origin-Agent-Cluster (documents), X-DNS-Prefetch-Control (links in a document),
 * X-XSS-Protection (legacy, documents). The rest helmet sends stays on every answer: nosniff and
 * Cross-Origin-Resource-Policy guard subresources, Referrer-Policy also governs a style sheet's
 * requests, HSTS is read from any HTTPS answer, X-Download-Options and
 * X-Permitted-Cross-Domain-Policies concern files and plug-ins (docs/security.md).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-xss-protection',
] as const;

/**
 * Answers that are only ever a subresource: a script (not a worker's), a style sheet, JSON, a
 * raster image, a font, a video, WebAssembly. Anything else (HTML, SVG, PDF, plain text, unknown
 * types, a stored file) may be opened as a document and keeps the document headers.
 */
const SUBRESOURCE_TYPE =
  /^(?:application\/(?:javascript|json|wasm)|text\/(?:javascript|css)|image\/(?:png|jpeg|gif|webp|avif|x-icon)|font\/|video\/)/i;
/** pdf.js's worker (src/app/pdf/pdf-pages.tsx) is a script that gets its own CSP. */
const WORKER_SCRIPT = /\/[^/]*worker[^/]*\.m?js(?:\?|$)/i;

function isSubresource(request: FastifyRequest, reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!SUBRESOURCE_TYPE.test(type)) return false;
  return !WORKER_SCRIPT.test(request.url);
}

/** Drops the document-only headers from subresource answers (about 0.9 KB per script). */
export function documentOnlyHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSubresource(request, reply)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}

/**
 * The headers helmet writes for `options`, worked out once: none of ours depends on the request
 * (no nonces, no directive functions), so a request copies them instead of building a helmet (and
 * parsing its CSP directives) each time.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * helmet's headers on every answer, the document-only ones on documents and workers only (the rest
 * never carry a CSP, so an API call costs a copy of a few constant headers). A document-only
 * header a route set itself (a stored file's sandbox CSP) is kept.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS);
  const all = helmetHeaders(options);
  const everywhere = Object.fromEntries(all.filter(([name]) => !documentOnly.has(name)));
  const forDocuments = all.filter(([name]) => documentOnly.has(name));
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const name in everywhere) if (!reply.hasHeader(name)) reply.header(name, everywhere[name]);
    if (isSubresource(request, reply)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    else for (const [name, value] of forDocuments) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
