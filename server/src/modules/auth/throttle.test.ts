import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { HashLimiter, HashBusyError } from '@server/security/hash-limiter';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, tokenFrom } from '@server/test-support/http';
import { FREE_SIGN_IN_ATTEMPTS, MAX_RESET_MAILS, delaySecondsAfter } from '@server/security/login-throttle';

const LOGIN = '/api/spportal/auth/login.json';
const SEND = '/api/spportal/auth/sendResetEmail.json';
const ATTACKER = '198.51.100.7';
const USER_ADDRESS = '203.0.113.20';

function from(app: FastifyInstance, address: string, url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload, remoteAddress: address });
}

describe('delays per pair', () => {
  test('none for the first attempts, then doubling up to 15 minutes', () => {
    expect(delaySecondsAfter(1)).toBe(0);
    expect(delaySecondsAfter(FREE_SIGN_IN_ATTEMPTS - 1)).toBe(0);
    expect(delaySecondsAfter(FREE_SIGN_IN_ATTEMPTS)).toBe(1);
    expect(delaySecondsAfter(FREE_SIGN_IN_ATTEMPTS + 3)).toBe(8);
    expect(delaySecondsAfter(100)).toBe(900);
  });
});

describe('HashLimiter', () => {
  test('runs at most `concurrency` at once, queues `queue` more, refuses the rest at once', async () => {
    const limiter = new HashLimiter(1, 1);
    const first = limiter.enter();
    const second = limiter.enter();
    expect(() => limiter.enter()).toThrow(HashBusyError);
    await first.ready;
    let secondStarted = false;
    void second.ready.then(() => (secondStarted = true));
    await Promise.resolve();
    expect(secondStarted).toBe(false);
    first.release();
    first.release(); // twice is harmless
    await second.ready;
    expect(limiter.busy).toEqual({ running: 1, waiting: 0 });
    second.release();
    expect(limiter.busy).toEqual({ running: 0, waiting: 0 });
  });
});

describeWithDatabases('sign-in limits under concurrency', (ctx) => {
  test('40 parallel wrong passwords: only the free attempts are checked, the rest get 429 with Retry-After', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        from(app, ATTACKER, LOGIN, { email: user.email, password: 'Wrong#1234' }),
      ),
    );
    const checked = results.filter((r) => r.statusCode === 400);
    const refused = results.filter((r) => r.statusCode === 429);
    console.info(`[${ctx.kind}] 40 parallel guesses: ${checked.length} checked, ${refused.length} refused`);
    expect(checked).toHaveLength(FREE_SIGN_IN_ATTEMPTS);
    expect(refused).toHaveLength(40 - FREE_SIGN_IN_ATTEMPTS);
    expect(refused[0].json()).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  test('the right password hidden in a parallel burst does not get through once the pair is slowed', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1)
      await from(app, ATTACKER, LOGIN, { email: user.email, password: 'Wrong#1234' });
    const burst = Array.from({ length: 31 }, (_, i) => ({
      email: user.email,
      password: i === 17 ? user.password : `Wrong#${i}abc`,
    }));
    const results = await Promise.all(burst.map((body) => from(app, ATTACKER, LOGIN, body)));
    expect(results.every((r) => r.statusCode === 429)).toBe(true);
    expect(results.some((r) => tokenFrom(r))).toBe(false);
  });

  test('the real user from an address without recent failures signs in while the attacker waits', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS + 1; i += 1)
      await from(app, ATTACKER, LOGIN, { email: user.email, password: 'Wrong#1234' });
    const attacker = await from(app, ATTACKER, LOGIN, { email: user.email, password: user.password });
    expect(attacker.statusCode).toBe(429);
    const real = await from(app, USER_ADDRESS, LOGIN, { email: user.email, password: user.password });
    expect(real.statusCode).toBe(200);
    expect(tokenFrom(real)).toBeTruthy();
  });

  test('each wait grows, a wait served allows one more attempt, and 15 quiet minutes start afresh', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    const wrong = () => from(app, ATTACKER, LOGIN, { email: user.email, password: 'Wrong#1234' });
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1) expect((await wrong()).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await wrong();
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      ctx.clock.advance(wait * 1000);
      expect((await wrong()).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    // 15 quiet minutes: every free attempt comes back, not just the one a served wait allows.
    ctx.clock.advance(16 * 60_000);
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1) expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(429);
    ctx.clock.advance(1000);
    const right = await from(app, ATTACKER, LOGIN, { email: user.email, password: user.password });
    expect(right.statusCode).toBe(200);
    // A success clears the pair: the next mistakes are free again.
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1) expect((await wrong()).statusCode).toBe(400);
  });

  test('50 refused attempts during one wait add one operation log entry; the next wait adds one more', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    const wrong = () => from(app, ATTACKER, LOGIN, { email: user.email, password: 'Wrong#1234' });
    const refusals = async () =>
      (
        await app.db.query<{ ip: string; detail: { reason?: string; waitSeconds?: number } }>(
          `SELECT ip, detail FROM operation_log
           WHERE action = 'SIGN_IN_FAILED' AND actor_email = $1 AND detail->>'reason' = 'throttled'
           ORDER BY at`,
          [user.email],
        )
      ).map((row) => ({ ip: row.ip, ...row.detail }));
    for (let i = 0; i < FREE_SIGN_IN_ATTEMPTS; i += 1) expect((await wrong()).statusCode).toBe(400);
    // The clock stands still: all 50 fall in the first wait, some one after another, some at once.
    const sequential = [];
    for (let i = 0; i < 30; i += 1) sequential.push(await wrong());
    const parallel = await Promise.all(Array.from({ length: 20 }, wrong));
    expect([...sequential, ...parallel].every((r) => r.statusCode === 429)).toBe(true);
    expect(await refusals()).toEqual([{ ip: ATTACKER, reason: 'throttled', waitSeconds: 1 }]);

    ctx.clock.advance(1000);
    expect((await wrong()).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1) expect((await wrong()).statusCode).toBe(429);
    expect(await refusals()).toEqual([
      { ip: ATTACKER, reason: 'throttled', waitSeconds: 1 },
      { ip: ATTACKER, reason: 'throttled', waitSeconds: 2 },
    ]);
  });

  test('reset mails: parallel requests from one address send at most the limit; other addresses still may', async () => {
    const app = ctx.app();
    const user = await createUser(app);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => from(app, ATTACKER, SEND, { email: user.email })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_RESET_MAILS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(12 - MAX_RESET_MAILS);
    expect((await from(app, USER_ADDRESS, SEND, { email: user.email })).statusCode).toBe(200);
  });
});

describeWithDatabases(
  'a full hash queue',
  (ctx) => {
    test('answers 429 at once with Retry-After instead of queueing more CPU work', async () => {
      const app = ctx.app();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          from(app, `192.0.2.${i + 1}`, LOGIN, { email: `busy${i}@example.com`, password: 'Wrong#1234' }),
        ),
      );
      const busy = results.filter((r) => r.statusCode === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(results.filter((r) => r.statusCode === 400).length).toBeGreaterThan(0);
      expect(busy[0].headers['retry-after']).toBe('1');
      expect(app.hashLimiter.busy).toEqual({ running: 0, waiting: 0 });
    });
  },
  { config: { hashConcurrency: 1, hashQueue: 0 } },
);
