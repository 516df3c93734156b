import { formatMessage, lookup, registerCatalog } from './catalogs';
import type { CatalogModule, CompiledCatalog, MessageValues } from './catalogs';

/** A catalogue's plain messages as strings, its groups as nested objects (read in the active language). */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]>;
};

/** Formats the message at a key path with its ICU arguments (plurals, placeholders). */
export type Format<T> = (key: KeyPath<T>, values?: MessageValues) => string;

/** The catalogue's texts with the message functions (and groups of them) laid over them. */
export type Messages<T, F> = Omit<Texts<T>, keyof F> & {
  readonly [K in keyof F]: F[K] extends (...args: never[]) => unknown
    ? F[K]
    : K extends keyof T
      ? Messages<T[K], F[K]>
      : F[K];
};

type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPath<T[K]>}`;
}[keyof T & string];

function isGroup(value: unknown): value is CompiledCatalog {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function groupProxy(english: CatalogModule, path: readonly string[], own: object): object {
  return new Proxy(own, {
    get(target, key, receiver) {
      if (typeof key !== 'string') return Reflect.get(target, key, receiver);
      const at = [...path, key];
      if (key in target) {
        const own: unknown = Reflect.get(target, key, receiver);
        // A group with functions of its own: its other messages still come from the catalogue.
        return own !== null && typeof own === 'object' ? groupProxy(english, at, own) : own;
      }
      const message = lookup(english, at);
      if (message === undefined) return undefined;
      return isGroup(message) ? groupProxy(english, at, {}) : formatMessage(english, at);
    },
    has(target, key) {
      return key in target || (typeof key === 'string' && lookup(english, [...path, key]) !== undefined);
    },
    ownKeys(target) {
      const group = lookup(english, path);
      const keys = isGroup(group) ? Object.keys(group).filter((key) => key !== '@') : [];
      return [...new Set([...Reflect.ownKeys(target), ...keys])];
    },
    getOwnPropertyDescriptor(target, key) {
      const own = Reflect.getOwnPropertyDescriptor(target, key);
      if (typeof key !== 'string' || key === '@') return own;
      const at = [...path, key];
      if (own) {
        const value: unknown = own.value;
        return value !== null && typeof value === 'object'
          ? { ...own, value: groupProxy(english, at, value) }
          : own;
      }
      const message = lookup(english, at);
      if (message === undefined) return undefined;
      const value = isGroup(message) ? groupProxy(english, at, {}) : formatMessage(english, at);
      return { value, enumerable: true, configurable: true, writable: false };
    },
  });
}

/**
 * A namespace's messages, read in the language shown now (docs/i18n.md). Plain messages read as
 * properties (`m.pageTitle`), groups as nested objects (`m.status[code]`); messages with arguments
 * are the functions `functions` builds with `format`, which keep the call sites' positional
 * arguments: `loadFailed: (what: string) => format('loadFailed', { what })`.
 *
 * Read them while rendering, never into a module-level constant: a constant keeps the language it
 * was read in.
 */
export function defineMessages<T extends object, F extends object = object>(
  english: T,
  functions?: (format: Format<T>) => F,
): Messages<T, F> {
  const catalog = english as unknown as CatalogModule;
  registerCatalog(catalog);
  const format: Format<T> = (key, values) => formatMessage(catalog, key.split('.'), values);
  const own = functions ? functions(format) : {};
  return groupProxy(catalog, [], own) as Messages<T, F>;
}
