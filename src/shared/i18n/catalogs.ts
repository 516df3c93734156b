import { DEFAULT_LOCALE } from '@contract/shared/locale-tags';
import { formatCompiled } from './format-message';
import type { CompiledMessage as Compiled, MessageValues } from './format-message';
import { activeLocale, languageTag, notifyLocaleListeners, PSEUDO_LOCALE } from './locale-state';
import type { UiLocale } from './locale-state';

export type { MessageValues };
export interface CompiledCatalog {
  [key: string]: Compiled | CompiledCatalog;
}
/**
 * What the catalogue loader (scripts/i18n/catalog-loader.cjs) makes of src/locales/en/<ns>.json:
 * the English messages and, under "@", the namespace and the name of the file that holds the
 * other languages' messages of every namespace in the same chunk (`f`, set by
 * scripts/i18n/catalog-files-plugin.cjs). Jest's transform marks its modules `test`: the test
 * server answers one file per namespace.
 */
export type CatalogModule = CompiledCatalog & {
  '@'?: { ns: string; f?: string; test?: boolean };
};

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

/**
 * Where a namespace's messages in a language are: the file of its chunk (one request for all the
 * chunk's namespaces, holding them by name), or for the pseudo-locale and tests a file of its own;
 * null when the build has none (English is used).
 */
function catalogUrl(english: CatalogModule, locale: UiLocale): { url: string; shared: boolean } | null {
  const { ns, f, test } = meta(english);
  if (locale === PSEUDO_LOCALE || test)
    return { url: `${publicPath()}locales/${locale}/${ns}.json`, shared: false };
  return f ? { url: `${publicPath()}locales/${locale}/${f}.json`, shared: true } : null;
}

/** One fetch per file, however many namespaces read it; a failed one is asked again next time. */
const files = new Map<string, Promise<CompiledCatalog>>();

function fetchFile(url: string): Promise<CompiledCatalog> {
  let file = files.get(url);
  if (!file) {
    file = fetchCatalog(url);
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

function load(entry: Entry, locale: UiLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE || entry.loaded.has(locale)) return Promise.resolve();
  const running = entry.loading.get(locale);
  if (running) return running;
  const where = catalogUrl(entry.english, locale);
  if (!where) return Promise.resolve();
  const loading = fetchFile(where.url).then(
    (file) => {
      const catalog = where.shared ? file[meta(entry.english).ns] : file;
      entry.loaded.set(locale, isGroup(catalog) ? catalog : {});
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

function isGroup(value: unknown): value is CompiledCatalog {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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
  if (Array.isArray(message)) return formatCompiled(message, languageTag(), values);
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
