import type { FastifyRequest } from 'fastify';
import {
  acceptLanguageTags,
  DEFAULT_LOCALE,
  firstSupportedLocale,
  isLocale,
  type Locale,
} from '@contract/shared/locale';

/**
 * The language of a request's answer (docs/i18n.md, "Server"): the signed-in user's kept locale,
 * else the first supported language of Accept-Language, else English. The session is the one the
 * route's guard loaded; on routes without a guard only the header counts.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const saved = request.sessionProfile?.locale;
  if (isLocale(saved)) return saved;
  const header = request.headers['accept-language'];
  return (
    firstSupportedLocale(acceptLanguageTags(Array.isArray(header) ? header[0] : header)) ?? DEFAULT_LOCALE
  );
}

/** A mail's language: the recipient's kept locale, else English. */
export function recipientLocale(saved: string | null | undefined): Locale {
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
