/**
 * A screen's own messages laid over shared ones, both read at the moment a message is read, so the
 * text follows the language shown now (docs/i18n.md); spreading a namespace into an object literal
 * would keep the language of the moment it ran. The own messages win where both name the same key.
 * Used by both trees.
 */
export function combineMessages<Shared extends object, Own extends object>(
  shared: Shared,
  own: Own,
): Omit<Shared, keyof Own> & Own {
  return new Proxy(own, {
    get(target, key, receiver) {
      return key in target ? Reflect.get(target, key, receiver) : Reflect.get(shared, key);
    },
    has(target, key) {
      return key in target || key in shared;
    },
  }) as Omit<Shared, keyof Own> & Own;
}
