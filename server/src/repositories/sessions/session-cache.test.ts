import type { SessionWithUser } from './repository';
import { SessionCache } from './repository';

const row = { id: 's1', revokedAt: null } as unknown as SessionWithUser;

describe('SessionCache', () => {
  test('keeps a row read since the last clear for its time', () => {
    const cache = new SessionCache(1000);
    cache.set('t', row, 0, cache.current);
    expect(cache.get('t', 999)).toBe(row);
    expect(cache.get('t', 1000)).toBeNull();
  });

  test('a row read before a revocation cleared the cache is not put back when its read finishes', () => {
    const cache = new SessionCache(60_000);
    const readAt = cache.current;
    // Meanwhile: a revocation here or in another process (the bus message) empties the cache.
    cache.clear();
    cache.set('t', row, 0, readAt);
    expect(cache.get('t', 1)).toBeNull();
  });

  test('while the listening connection is down nothing is kept, and what was read before is dropped', () => {
    const cache = new SessionCache(60_000);
    const readAt = cache.current;
    cache.setUsable(false);
    cache.set('t', row, 0, cache.current);
    expect(cache.get('t', 1)).toBeNull();
    cache.setUsable(true);
    cache.set('t', row, 0, readAt);
    expect(cache.get('t', 1)).toBeNull();
  });
});
