import Fastify from 'fastify';
import { authPlugin } from './auth-plugin';

// The plugin only needs what it reads at registration; no request reaches these stand-ins.
async function appWithAuth() {
  const app = Fastify();
  app.decorate('config', { sessionIdleMinutes: 30, sessionAbsoluteHours: 12, nodeEnv: 'test' } as never);
  app.decorate('clock', { now: () => new Date() } as never);
  app.decorate('sessionsRepository', {} as never);
  await app.register(authPlugin);
  return app;
}

test('a guard declared as onRequest is taken', async () => {
  const app = await appWithAuth();
  app.post('/guarded', { onRequest: app.requireSession }, async () => ({}));
  await expect(app.ready()).resolves.toBeDefined();
  await app.close();
});

test.each(['preValidation', 'preHandler'] as const)(
  'a guard declared as %s stops the server from starting, naming the route',
  async (stage) => {
    const app = await appWithAuth();
    expect(() => app.post('/late', { [stage]: app.requireStaff }, async () => ({}))).toThrow(
      `POST /late: declare its guard as onRequest, not ${stage}`,
    );
    await app.close();
  },
);
