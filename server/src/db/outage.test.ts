import pg from 'pg';
import { ACCOUNT_API } from '@contract/account/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, signIn } from '@server/test-support/http';

/**
 * With the database unreachable the API says so: 503, Retry-After and 510870004, never a 500 nor
 * a session code that the portal would read as "signed out" (docs/security.md, "Database outage").
 * PostgreSQL: every connection of the database terminated and new ones refused, then allowed
 * again. PGlite: its thread stopped (it does not come back; a restart does that).
 */
describeWithDatabases(
  'database outage',
  (ctx) => {
    const expectUnavailable = async (token: string) => {
      const answer = await call(ctx.app(), 'GET', ACCOUNT_API.user, { token });
      expect(answer.status).toBe(503);
      expect(answer.raw.headers['retry-after']).toBe('5');
      expect(answer.body).toEqual({
        success: false,
        resultCode: ResultCode.SERVICE_UNAVAILABLE,
        resultMessage: 'Service temporarily unavailable, retrying',
      });
      const ready = await call(ctx.app(), 'GET', '/readyz');
      expect(ready.status).toBe(503);
    };

    test('user.json answers 503 with Retry-After while the database is down, and the session survives it', async () => {
      const app = ctx.app();
      const token = await signIn(app, 'ops@gcash.demo');
      expect((await call(app, 'GET', ACCOUNT_API.user, { token })).status).toBe(200);
      if (ctx.kind === 'pglite') {
        await app.db.close();
        await expectUnavailable(token);
        // Signing in is no different: the outage, not a wrong password.
        const login = await call(app, 'POST', '/api/spportal/auth/login.json', {
          body: { email: 'ops@gcash.demo', password: 'Portal#2026' },
        });
        expect(login.status).toBe(503);
        return;
      }
      const [{ name }] = await app.db.query<{ name: string }>('SELECT current_database() AS name');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await expectUnavailable(token);
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        // Back by itself, the same session still signed in.
        const after = await call(app, 'GET', ACCOUNT_API.user, { token });
        expect(after.status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
    });
  },
  { config: { sessionCacheMs: 0 } },
);
