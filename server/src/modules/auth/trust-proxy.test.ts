import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';

const LOGIN = '/api/spportal/auth/login.json';
// Sign-in calls allowed per address per 15 minutes in these tests (RATE_LIMIT_IP_MAX).
const PER_ADDRESS = 3;

const signInFrom = (app: Parameters<typeof call>[0], forwardedFor: string, email: string) =>
  call(app, 'POST', LOGIN, {
    body: { email, password: 'Wrong#1234' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

const failedSignInAddresses = async (app: Parameters<typeof call>[0], email: string) =>
  (
    await app.db.query<{ ip: string }>(
      `SELECT ip FROM operation_log WHERE action = 'SIGN_IN_FAILED' AND actor_email = $1`,
      [email],
    )
  ).map((row) => row.ip);

// The tests reach the server from 127.0.0.1, standing in for a reverse proxy on that address.
describeWithDatabases(
  'behind a trusted proxy (TRUST_PROXY)',
  (ctx) => {
    test('the per-address sign-in limit and the operation log use the forwarded address', async () => {
      for (let i = 0; i < PER_ADDRESS; i += 1)
        expect((await signInFrom(ctx.app(), '203.0.113.7', `proxied${i}@gcash.demo`)).status).toBe(400);
      expect((await signInFrom(ctx.app(), '203.0.113.7', 'proxied-more@gcash.demo')).status).toBe(429);
      // Another user behind the same proxy keeps a budget of their own.
      expect((await signInFrom(ctx.app(), '198.51.100.9', 'proxied-other@gcash.demo')).status).toBe(400);
      expect(await failedSignInAddresses(ctx.app(), 'proxied0@gcash.demo')).toEqual(['203.0.113.7']);
    });
  },
  { config: { rateLimitIpMax: PER_ADDRESS, trustProxy: ['127.0.0.1'] } },
);

describeWithDatabases(
  'without TRUST_PROXY',
  (ctx) => {
    test('a forged X-Forwarded-For neither escapes the per-address limit nor reaches the log', async () => {
      for (let i = 0; i < PER_ADDRESS; i += 1)
        expect((await signInFrom(ctx.app(), `203.0.113.${i + 1}`, `forged${i}@gcash.demo`)).status).toBe(400);
      expect((await signInFrom(ctx.app(), '198.51.100.9', 'forged-more@gcash.demo')).status).toBe(429);
      expect(await failedSignInAddresses(ctx.app(), 'forged0@gcash.demo')).toEqual(['127.0.0.1']);
    });
  },
  { config: { rateLimitIpMax: PER_ADDRESS } },
);
