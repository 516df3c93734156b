import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { addressRateLimitRepository } from '@server/repositories/address-rate-limit/repository';
import { addressRateLimitStore } from './address-rate-limit-store';

const WINDOW = 15 * 60_000;

type Store = InstanceType<ReturnType<typeof addressRateLimitStore>>;

const incr = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW),
  );
const read = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!))),
  );
const login = { routeInfo: { method: 'POST', url: '/api/spportal/auth/login.json' } };

describeWithDatabases('the per-address rate limit count', (ctx) => {
  // Two server processes: each builds its own store over the one database.
  const processes = () => {
    const Store = addressRateLimitStore(addressRateLimitRepository(ctx.app().db), ctx.clock);
    return [new Store({}).child(login), new Store({}).child(login)];
  };

  test('processes share one count, and calls at the same moment each get a count of their own', async () => {
    const [first, second] = processes();
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => incr(i % 2 ? first : second, '203.0.113.20')),
    );
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect((await incr(first, '203.0.113.20')).current).toBe(13);
    // Another address has a count of its own.
    expect((await incr(second, '198.51.100.20')).current).toBe(1);
  });

  test('the window runs from the first call; after it the count starts again', async () => {
    const [store] = processes();
    expect(await incr(store, '203.0.113.21')).toEqual({ current: 1, ttl: WINDOW });
    ctx.clock.advance(WINDOW - 1000);
    expect(await incr(store, '203.0.113.21')).toEqual({ current: 2, ttl: 1000 });
    expect(await read(store, '203.0.113.21')).toEqual({ current: 2, ttl: 1000 });
    ctx.clock.advance(1000);
    expect(await read(store, '203.0.113.21')).toEqual({ current: 0, ttl: 0 });
    expect(await incr(store, '203.0.113.21')).toEqual({ current: 1, ttl: WINDOW });
  });

  test('each route counts on its own, and ended windows are pruned', async () => {
    const Store = addressRateLimitStore(addressRateLimitRepository(ctx.app().db), ctx.clock);
    const reset = new Store({}).child({
      routeInfo: { method: 'POST', url: '/api/spportal/auth/forgot.json' },
    });
    const [signIn] = processes();
    await incr(signIn, '203.0.113.22');
    expect((await incr(reset, '203.0.113.22')).current).toBe(1);
    const rows = () =>
      ctx.app().db.query(`SELECT key FROM address_rate_limit WHERE key LIKE '%203.0.113.22'`);
    expect(await rows()).toHaveLength(2);
    ctx.clock.advance(WINDOW);
    await addressRateLimitRepository(ctx.app().db).prune(ctx.clock.now());
    expect(await rows()).toHaveLength(0);
  });

  // Sign-in itself counts failures only (modules/auth/sign-in-limits.ts); the reset calls count every call.
  test("the server counts a reset-mail call in the database, under the route's own key", async () => {
    await call(ctx.app(), 'POST', '/api/spportal/auth/sendResetEmail.json', {
      body: { email: 'counted@gcash.demo' },
    });
    const rows = await ctx
      .app()
      .db.query<{ key: string; hits: number }>(
        `SELECT key, hits FROM address_rate_limit WHERE key LIKE 'POST /api/spportal/auth/sendResetEmail.json %'`,
      );
    expect(rows).toEqual([expect.objectContaining({ hits: expect.any(Number) })]);
    expect(rows[0].hits).toBeGreaterThanOrEqual(1);
  });
});
