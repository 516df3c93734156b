/**
 * Two message namespaces read as one: a screen's own messages first, then the shared ones it builds
 * on. Every property is looked up when it is read, so the text follows the language shown now
 * (docs/i18n.md); spreading a namespace into an object literal would keep the language of the
 * moment it was imported.
 */
export function layeredMessages<B extends object, O extends object>(base: B, own: O): Omit<B, keyof O> & O {
  return new Proxy({} as Omit<B, keyof O> & O, {
    get: (_target, key) => (key in own ? Reflect.get(own, key) : Reflect.get(base, key)),
    has: (_target, key) => key in own || key in base,
  });
}
