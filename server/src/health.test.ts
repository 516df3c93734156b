import pg from 'pg';
import { describeWithDatabases } from './test-support/databases';
import { call } from './test-support/http';

describeWithDatabases('liveness and readiness', (ctx) => {
  test('/healthz says the process is alive; /readyz that the database answers', async () => {
    const app = ctx.app();
    expect((await call(app, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await call(app, 'GET', '/readyz');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
  });

  if (ctx.kind === 'postgres') {
    test('/readyz answers 503 while PostgreSQL refuses connections, and 200 again after', async () => {
      const app = ctx.app();
      const [{ name }] = await app.db.query<{ name: string }>(`SELECT current_database() AS name`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [
          name,
        ]);
        const down = await call(app, 'GET', '/readyz');
        expect([down.status, down.body]).toEqual([503, { status: 'unavailable' }]);
        expect((await call(app, 'GET', '/healthz')).status).toBe(200);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect((await call(app, 'GET', '/readyz')).status).toBe(200);
    });
  }
});
