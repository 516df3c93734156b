/**
 * A screen's own messages laid over shared ones, both read at the moment a message is read (a
 * spread would copy them in the language of the moment it ran; docs/i18n.md). The own messages win
 * where both name the same key.
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
