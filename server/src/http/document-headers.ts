import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
