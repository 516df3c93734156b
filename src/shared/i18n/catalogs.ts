import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE } from '@contract/shared/locale-tags';
import { activeLocale, languageTag, notifyLocaleListeners, PSEUDO_LOCALE } from './locale-state';
import type { UiLocale } from './locale-state';

type Compiled = string | MessageFormatElement[];
export interface CompiledCatalog {
  [key: string]: Compiled | CompiledCatalog;
}
/** What the catalogue loader (scripts/i18n/catalog-loader.cjs) makes of src/locales/en/<ns>.json. */
export type CatalogModule = CompiledCatalog & {
  '@'?: { ns: string; test?: boolean } & Partial<Record<string, string | boolean>>;
};
export type MessageValues = Record<string, string | number | Date | null | undefined>;

interface Entry {
  english: CatalogModule;
  loaded: Map<UiLocale, CompiledCatalog>;
  loading: Map<UiLocale, Promise<void>>;
}

const entries = new Map<CatalogModule, Entry>();
const pending = new Set<Promise<void>>();
let wanted: UiLocale = DEFAULT_LOCALE;

function meta(english: CatalogModule) {
  return english['@'] ?? { ns: 'unknown' };
}

function publicPath(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== ''
    ? __webpack_public_path__
    : '/';
}

/** Where a namespace's file for a language is, or null when the build has none (English is used). */
function catalogUrl(english: CatalogModule, locale: UiLocale): string | null {
  const { ns, test, ...hashes } = meta(english);
  if (locale === PSEUDO_LOCALE || test) return `${publicPath()}locales/${locale}/${ns}.json`;
  const hash = hashes[locale];
  return typeof hash === 'string' ? `${publicPath()}locales/${locale}/${ns}.${hash}.json` : null;
}

function load(entry: Entry, locale: UiLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE || entry.loaded.has(locale)) return Promise.resolve();
  const running = entry.loading.get(locale);
  if (running) return running;
  const url = catalogUrl(entry.english, locale);
  if (!url) return Promise.resolve();
  const loading = fetchCatalog(url).then(
    (catalog) => {
      entry.loaded.set(locale, catalog);
      entry.loading.delete(locale);
      // Anything already rendered in English while it came renders again.
      if (activeLocale() === locale) notifyLocaleListeners();
    },
    (error: unknown) => {
      entry.loading.delete(locale);
      throw error;
    },
  );
  entry.loading.set(locale, loading);
  track(loading);
  return loading;
}

async function fetchCatalog(url: string): Promise<CompiledCatalog> {
  // Two tries: a catalogue that fails leaves its screen in English, never blank.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (!response.ok) throw new Error(`catalogue ${url}: HTTP ${response.status}`);
      return (await response.json()) as CompiledCatalog;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** A load a chunk's first render should wait for (catalogsSettled). */
export function track(loading: Promise<void>): void {
  const settled = loading.catch(() => undefined);
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/** Registers a namespace's English catalogue; when another language is wanted, its file starts loading. */
export function registerCatalog(english: CatalogModule): void {
  if (entries.has(english)) return;
  const entry: Entry = { english, loaded: new Map(), loading: new Map() };
  entries.set(english, entry);
  void load(entry, wanted).catch(() => undefined);
}

/**
 * Loads every registered namespace's file for `locale`; namespaces registered later (a screen's
 * chunk arriving) load theirs as they register. Rejects when one failed twice.
 */
export async function loadCatalogs(locale: UiLocale): Promise<void> {
  wanted = locale;
  await Promise.all([...entries.values()].map((entry) => load(entry, locale)));
}

/**
 * Settles once the catalogues that started loading are here: a chunk awaits it after its modules
 * ran (they register their namespaces), so its screen shows in the chosen language at once.
 */
export async function catalogsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

const formats = new Map<MessageFormatElement[], Map<string, IntlMessageFormat>>();

function formatted(ast: MessageFormatElement[], locale: UiLocale, values?: MessageValues): string {
  let byLocale = formats.get(ast);
  if (!byLocale) {
    byLocale = new Map();
    formats.set(ast, byLocale);
  }
  const tag = languageTag(locale);
  let format = byLocale.get(tag);
  if (!format) {
    format = new IntlMessageFormat(ast, tag);
    byLocale.set(tag, format);
  }
  return String(format.format(values as Record<string, string | number | Date>));
}

function pick(
  catalog: CompiledCatalog | undefined,
  path: readonly string[],
): Compiled | CompiledCatalog | undefined {
  let node: Compiled | CompiledCatalog | undefined = catalog;
  for (const key of path) {
    if (node === undefined || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** The message at `path` in the active language (English where that language lacks it). */
export function lookup(
  english: CatalogModule,
  path: readonly string[],
): Compiled | CompiledCatalog | undefined {
  const locale = activeLocale();
  if (locale !== DEFAULT_LOCALE) {
    const translated = pick(entries.get(english)?.loaded.get(locale), path);
    if (translated !== undefined) return translated;
  }
  return pick(english, path);
}

export function formatMessage(
  english: CatalogModule,
  path: readonly string[],
  values?: MessageValues,
): string {
  const message = lookup(english, path);
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return formatted(message, activeLocale(), values);
  throw new Error(`No message ${meta(english).ns}:${path.join('.')}`);
}

/**
 * A chunk loader that settles once the catalogues its modules registered are here, so a lazily
 * loaded part shows in the chosen language at once: `lazy(withCatalogs(() => import('./x')))`.
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(async (module) => {
      await catalogsSettled();
      return module;
    });
}
