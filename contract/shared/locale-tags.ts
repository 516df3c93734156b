/**
 * The languages the portal speaks (docs/i18n.md), without TypeBox so the client can import it
 * (contract/shared/locale.ts adds the schema). A third language is a new entry here plus a
 * catalogue file per namespace in src/locales/<tag>/ and server/src/i18n/locales/<tag>.json.
 */
export const SUPPORTED_LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale a language tag asks for, or null: "zh", "zh-CN", "zh-Hans", "zh-Hans-CN",
 * "zh-SG" read as Simplified Chinese (the traditional-script tags "zh-TW", "zh-HK", "zh-Hant" do
 * not), any "en-*" as English.
 */
export function localeForTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '') return null;
  const [language, ...rest] = lower.split('-');
  if (language === 'en') return 'en';
  if (language === 'zh') {
    if (rest.includes('hant') || rest.includes('tw') || rest.includes('hk') || rest.includes('mo'))
      return null;
    return 'zh-CN';
  }
  return null;
}

/** The first supported locale among tags in the caller's order of preference. */
export function firstSupportedLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * An Accept-Language header's tags, highest quality first (RFC 9110 section 12.5.4); "*" and
 * q=0 entries dropped. Malformed parts are skipped rather than refused: the header only chooses
 * a language.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
