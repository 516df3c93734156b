import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import type { MailMessage } from '@server/plugins/mail-plugin';
import { FREE_ACCOUNT_FAILURES } from '@server/security/login-throttle';
import { describeWithDatabases } from '@server/test-support/databases';
import { createUser, tokenFrom } from '@server/test-support/http';

const LOGIN = '/api/spportal/auth/login.json';
const SEND = '/api/spportal/auth/sendResetEmail.json';
const RESET = '/api/spportal/auth/resetPassword.json';
/** Failed sign-ins per address per 15 minutes in these tests (RATE_LIMIT_IP_MAX). */
const ADDRESS_MAX = 20;
const WRONG = 'Wrong#1234';

let nextAddress = 0;
/** An address no other test used, so each test starts from zero. */
const freshAddress = () => {
  nextAddress += 1;
  return `198.51.${Math.floor(nextAddress / 200)}.${(nextAddress % 200) + 1}`;
};

function login(app: FastifyInstance, address: string, email: string, password: string) {
  return app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress: address });
}

const statuses = (results: { statusCode: number }[]) => ({
  checked: results.filter((r) => r.statusCode === 400).length,
  refused: results.filter((r) => r.statusCode === 429).length,
  signedIn: results.filter((r) => r.statusCode === 200).length,
});

const sent: MailMessage[] = [];
const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);

describeWithDatabases(
  'sign-in limits per account and per address',
  (ctx) => {
    beforeEach(() => ctx.clock.advance(60 * 60_000));

    test('20 addresses guessing one account in parallel get only the account’s free failures checked', async () => {
      const app = ctx.app();
      const user = await createUser(app);
      const addresses = Array.from({ length: 20 }, freshAddress);
      const results = await Promise.all(
        addresses.flatMap((address) => [1, 2].map(() => login(app, address, user.email, WRONG))),
      );
      expect(statuses(results)).toEqual({ checked: FREE_ACCOUNT_FAILURES, refused: 30, signedIn: 0 });
      const refused = results.find((r) => r.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The wait doubles with each further failure, whichever address makes it.
      ctx.clock.advance(1000);
      expect((await login(app, freshAddress(), user.email, WRONG)).statusCode).toBe(400);
      const next = await login(app, freshAddress(), user.email, WRONG);
      expect(next.statusCode).toBe(429);
      expect(next.headers['retry-after']).toBe('2');
    });

    test('the owner gets one mail per lockout window; an unknown email answers the same and mails no one', async () => {
      const app = ctx.app();
      const user = await createUser(app);
      const ghost = `nobody-${user.id.slice(0, 6)}@example.com`;
      const attack = async (email: string) => {
        const answers: number[] = [];
        for (let i = 0; i < FREE_ACCOUNT_FAILURES; i += 1)
          answers.push((await login(app, freshAddress(), email, WRONG)).statusCode);
        ctx.clock.advance(1000);
        const burst = await Promise.all(
          Array.from({ length: 8 }, () => login(app, freshAddress(), email, WRONG)),
        );
        return [...answers, ...burst.map((r) => r.statusCode).sort()];
      };
      const real = await attack(user.email);
      const unknown = await attack(ghost);
      expect(unknown).toEqual(real);
      await waitForMail(user.email, 1);
      expect(mailsTo(user.email)[0]).toMatchObject({
        subject: 'Failed sign-ins to your Partner Portal account',
      });
      expect(mailsTo(user.email)[0].text).toContain(`${FREE_ACCOUNT_FAILURES} times`);
      expect(mailsTo(ghost)).toHaveLength(0);

      // More failures in the same window: no more mail. After 15 quiet minutes, a new window may mail again.
      ctx.clock.advance(2000);
      await login(app, freshAddress(), user.email, WRONG);
      ctx.clock.advance(16 * 60_000);
      for (let i = 0; i < FREE_ACCOUNT_FAILURES; i += 1) await login(app, freshAddress(), user.email, WRONG);
      ctx.clock.advance(1000);
      expect((await login(app, freshAddress(), user.email, WRONG)).statusCode).toBe(400);
      await waitForMail(user.email, 2);
      expect(mailsTo(user.email)).toHaveLength(2);
    });

    test('the owner signs in from an address they used before while the account is under attack', async () => {
      const app = ctx.app();
      const user = await createUser(app);
      const home = freshAddress();
      expect((await login(app, home, user.email, user.password)).statusCode).toBe(200);
      for (let i = 0; i < FREE_ACCOUNT_FAILURES + 3; i += 1)
        await login(app, freshAddress(), user.email, WRONG);
      // From a new address the correct password waits like any other attempt...
      expect((await login(app, freshAddress(), user.email, user.password)).statusCode).toBe(429);
      // ...from home it signs in.
      const owner = await login(app, home, user.email, user.password);
      expect(owner.statusCode).toBe(200);
      expect(tokenFrom(owner)).toBeTruthy();
    });

    test('40 parallel failed sign-ins from one address: exactly the address limit are checked', async () => {
      const app = ctx.app();
      const address = freshAddress();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(app, address, `random-${i}@example.com`, WRONG)),
      );
      expect(statuses(results)).toEqual({ checked: ADDRESS_MAX, refused: 40 - ADDRESS_MAX, signedIn: 0 });
      const refused = results.find((r) => r.statusCode === 429)!;
      expect(refused.json().resultMessage).toMatch(/failed sign-ins from your network/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });

    test('correct sign-ins from a busy address are not counted: only failures use up its limit', async () => {
      const app = ctx.app();
      const office = freshAddress();
      for (let i = 0; i < ADDRESS_MAX - 1; i += 1)
        expect((await login(app, office, `typo-${i}@example.com`, WRONG)).statusCode).toBe(400);
      for (let i = 0; i < 10; i += 1) {
        const colleague = await createUser(app);
        expect((await login(app, office, colleague.email, colleague.password)).statusCode).toBe(200);
      }
      expect((await login(app, office, 'typo-last@example.com', WRONG)).statusCode).toBe(400);
      expect((await login(app, office, 'typo-over@example.com', WRONG)).statusCode).toBe(429);
    });

    test('after many failures from an address, its known users still sign in, and a new one after a reset', async () => {
      const app = ctx.app();
      const office = freshAddress();
      const regular = await createUser(app);
      const newcomer = await createUser(app);
      expect((await login(app, office, regular.email, regular.password)).statusCode).toBe(200);
      for (let i = 0; i < ADDRESS_MAX + 1; i += 1) await login(app, office, `random-${i}@example.com`, WRONG);

      expect((await login(app, office, regular.email, regular.password)).statusCode).toBe(200);
      expect((await login(app, office, regular.email, WRONG)).statusCode).toBe(400);
      const refused = await login(app, office, newcomer.email, newcomer.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().resultMessage).toMatch(/reset your password/);

      // The reset proves the mailbox from this address: the newcomer signs in here at once.
      await app.inject({
        method: 'POST',
        url: SEND,
        payload: { email: newcomer.email },
        remoteAddress: office,
      });
      await waitForMail(newcomer.email, 1);
      const token = decodeURIComponent(/token=([^\s"&]+)/.exec(mailsTo(newcomer.email)[0].text)![1]);
      const reset = await app.inject({
        method: 'POST',
        url: RESET,
        payload: { token, newPassword: 'Fresh#Start2026' },
        remoteAddress: office,
      });
      expect(reset.statusCode).toBe(200);
      expect((await login(app, office, newcomer.email, 'Fresh#Start2026')).statusCode).toBe(200);
    });
  },
  {
    // A hash queue long enough for the parallel bursts: its own 429s are not what is tested here.
    config: { rateLimitIpMax: ADDRESS_MAX, hashQueue: 100 },
    mailer: {
      kind: 'custom',
      async send(message) {
        sent.push(message);
      },
    },
  },
);

/** Mails go out in the background: waits (by condition) until `count` reached the address. */
async function waitForMail(email: string, count: number) {
  for (let i = 0; i < 200 && mailsTo(email).length < count; i += 1)
    await new Promise((resolve) => setImmediate(resolve));
  expect(mailsTo(email)).toHaveLength(count);
}
