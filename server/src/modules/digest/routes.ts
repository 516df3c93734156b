import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DIGEST_API } from '@contract/digest/constants';
import {
  DigestSettingsResponseSchema,
  DigestUnsubscribeQuerySchema,
  DigestUpdateRequestSchema,
} from '@contract/digest/schemas';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { ok } from '@server/http/envelope';
import { errorResponses, responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { sha256 } from '@server/security/tokens';
import type { Locale } from '@contract/shared/locale';
import { requestLocale } from '@server/i18n/request-locale';
import { digestMessages } from './messages';
import { digestRepository } from './repository';
import { tokenNotBefore } from './send';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The unsubscribe pages speak the request's language (docs/i18n.md), as they have no session: its
 * texts, and the page to send with them.
 */
function pageFor(request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const t = digestMessages(locale).page;
  return { t, show: (status: number, body: string) => page(reply, { locale, t }, status, body) };
}
type PageText = { locale: Locale; t: ReturnType<typeof digestMessages>['page'] };

/** The small page a mail's unsubscribe link opens: no portal script, no session. */
function page(reply: FastifyReply, { locale, t }: PageText, status: number, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${t.title}</title></head>` +
        `<body style="font-family:Arial,Helvetica,sans-serif;background:#f3f5f8;margin:0;padding:32px 16px;color:#1f2329;">` +
        `<main style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e5e8ed;padding:24px;">` +
        `<h1 style="font-size:20px;margin:0 0 12px;">${t.title}</h1>${body}</main></body></html>`,
    );
}

const paragraph = (text: string) => `<p style="font-size:15px;line-height:22px;">${escapeHtml(text)}</p>`;

/**
 * The weekly digest: the signed-in user's choice, and the one-click unsubscribe that works without
 * signing in (its token, from the mail, is the only key; docs/server.md, "Weekly digest").
 */
export default async function digestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = digestRepository(app.db);
  const portal = () => `${app.config.publicUrl}/account-management`;

  // Mail clients' one-click POST (RFC 8058) and the page's form send a form body; the token is in
  // the address either way, so the body is read and set aside.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  r.post(
    DIGEST_API.settings,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(DigestSettingsResponseSchema) },
    },
    async (request) => {
      const settings = await repo.settings(request.session!.userId);
      return ok({ data: settings ?? { weeklyDigest: false, eligible: false } });
    },
  );

  r.post(
    DIGEST_API.update,
    {
      onRequest: app.requireSession,
      schema: { body: DigestUpdateRequestSchema, response: responses(DigestSettingsResponseSchema) },
    },
    async (request) => {
      const userId = request.session!.userId;
      await repo.setWeeklyDigest(userId, request.body.weeklyDigest);
      const settings = await repo.settings(userId);
      return ok({ data: settings ?? { weeklyDigest: false, eligible: false } });
    },
  );

  r.get(
    DIGEST_API.unsubscribe,
    // Its pages are HTML; a refused query string gets the shared error envelope like every call.
    { schema: { querystring: DigestUnsubscribeQuerySchema, response: errorResponses } },
    async (request, reply) => {
      const { t, show } = pageFor(request, reply);
      const holder = await repo.tokenHolder(sha256(request.query.token), tokenNotBefore(app.clock.now()));
      if (!holder) return show(404, paragraph(t.invalid));
      // Only a POST unsubscribes: a link checker or preview that fetches the address changes nothing.
      return show(
        200,
        paragraph(t.confirm(holder.email)) +
          `<form method="post" action="?token=${encodeURIComponent(request.query.token)}">` +
          `<button type="submit" style="font-size:15px;padding:10px 18px;background:#1677ff;color:#fff;border:0;border-radius:6px;cursor:pointer;">${t.button}</button></form>`,
      );
    },
  );

  r.post(
    DIGEST_API.unsubscribe,
    // HTML pages too; a refused query string gets the error envelope (as above).
    { schema: { querystring: DigestUnsubscribeQuerySchema, response: errorResponses } },
    async (request, reply) => {
      const { t, show } = pageFor(request, reply);
      const hash = sha256(request.query.token);
      const now = app.clock.now();
      const holder = await repo.tokenHolder(hash, tokenNotBefore(now));
      if (!holder || !(await repo.unsubscribe(hash, tokenNotBefore(now), now)))
        return show(404, paragraph(t.invalid));
      return show(
        200,
        paragraph(t.done(holder.email)) +
          paragraph(t.again) +
          `<p><a href="${escapeHtml(portal())}" style="color:#1677ff;">${t.portal}</a></p>`,
      );
    },
  );
}
