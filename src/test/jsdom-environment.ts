/**
 * jsdom for the client tests, with a larger selector cache for its style engine.
 *
 * jsdom works out an element's computed style (which `getByRole`, `toBeVisible` and the accessible
 * name ask for, element by element) by matching it against every rule of the document's style
 * sheets in order, through nwsapi. nwsapi keeps the compiled form of the last 1,000 selectors it
 * matched; the UI kits' style sheets hold more than that, so a pass over them in order evicts each
 * selector before it comes round again, and every element's style compiled every selector anew
 * (most of a client test's time). Here the caches of the instance jsdom uses for style rules keep
 * every selector: the same compiled selectors, matched the same way, just not thrown away. Only
 * jsdom's style computation uses that instance (querySelector and matches have their own).
 *
 * nwsapi also parses a `:has()` argument afresh at every element it tries; its answer for an
 * element is kept here for as long as jsdom keeps the computed styles themselves (until the
 * document changes), and also dropped when focus or the pointer moves (`:has(:focus-visible)`).
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

type SelectorCache = {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  has(key: string): boolean;
  clear(): void;
};

/** Replaces an nwsapi cache's storage with an unbounded map (same interface nwsapi calls). */
function unbound(cache: SelectorCache) {
  const entries = new Map<string, unknown>();
  Object.assign(cache, {
    get: (key: string) => entries.get(key),
    set: (key: string, value: unknown) => {
      entries.set(key, value);
    },
    has: (key: string) => entries.has(key),
    clear: () => entries.clear(),
  });
}

type StyleEngine = {
  matchResolvers: SelectorCache;
  matchLambdas: SelectorCache;
  Snapshot: { has(list: string[], anchor: object): boolean; HOVER?: unknown };
};

/** Keeps `:has()` answers per element while the document, focus and pointer stay as they were. */
function rememberHas(engine: StyleEngine, documentImpl: Record<string, unknown>, document: Document) {
  const snapshot = engine.Snapshot;
  const has = snapshot.has;
  let state: unknown[] = [];
  let answers = new WeakMap<object, Map<string, boolean>>();
  snapshot.has = (list, anchor) => {
    // jsdom drops its computed styles (a new _styleCache) whenever the document changes.
    const now = [documentImpl._styleCache, document.activeElement, snapshot.HOVER];
    if (now.some((value, index) => value !== state[index])) {
      state = now;
      answers = new WeakMap();
    }
    let known = answers.get(anchor);
    if (!known) answers.set(anchor, (known = new Map()));
    const key = list.join('\u0000');
    let found = known.get(key);
    if (found === undefined) {
      found = has(list, anchor);
      known.set(key, found);
    }
    return found;
  };
}

export default class ClientTestEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const { document } = this.dom!.window;
    // jsdom internals, loaded from the same jsdom the environment runs (the require cache is shared).
    /* eslint-disable @typescript-eslint/no-require-imports */
    const idl = require('jsdom/lib/jsdom/living/generated/utils') as {
      implForWrapper(wrapper: object): Record<string, unknown>;
    };
    const selectors = require('jsdom/lib/jsdom/living/helpers/selectors') as {
      matchesDontThrow(element: object, selector: string): boolean;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    // The style engine's nwsapi instance is made on first use; make it now to reach its caches.
    selectors.matchesDontThrow(idl.implForWrapper(document.documentElement), '*');
    const documentImpl = idl.implForWrapper(document);
    const engine = documentImpl._nwsapiDontThrow as StyleEngine;
    unbound(engine.matchResolvers);
    unbound(engine.matchLambdas);
    rememberHas(engine, documentImpl, document);
  }
}
