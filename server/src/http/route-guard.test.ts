import { SESSION_CODES } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { PUBLIC_ROUTES } from './public-routes';

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describeWithDatabases('route table: the session check comes first', (ctx) => {
  const dataRoutes = () =>
    ctx
      .app()
      .routeTable.filter((route) => route.method === 'GET' || route.method === 'POST')
      .filter((route) => !PUBLIC_ROUTES.includes(key(route)));

  test('every allow-listed public route exists', () => {
    const registered = new Set(ctx.app().routeTable.map(key));
    expect(PUBLIC_ROUTES.filter((route) => !registered.has(route))).toEqual([]);
  });

  test.each([
    ['no session', undefined],
    ['an unknown token', 'a'.repeat(64)],
  ])(
    'with %s, every other route answers with the session code, whatever the body or query',
    async (_label, token) => {
      const app = ctx.app();
      const routes = dataRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(15);
      const open: string[] = [];
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
        for (const attempt of ['{"not":"the schema\\u0000"}', '{', '']) {
          const response = await app.inject({
            method: route.method as 'GET' | 'POST',
            url: route.method === 'GET' ? `${url}?bogus=%00&pageNum=-1` : url,
            headers: { 'content-type': 'application/json', ...(token ? { ctoken: token } : {}) },
            ...(route.method === 'POST' ? { payload: attempt } : {}),
          });
          const body = response.json<{ resultCode?: string }>();
          if (response.statusCode !== 401 || !SESSION_CODES.includes(body.resultCode ?? ''))
            open.push(
              `${key(route)} ${JSON.stringify(attempt)} -> ${response.statusCode} ${body.resultCode}`,
            );
        }
      }
      expect(open).toEqual([]);
    },
  );
});
