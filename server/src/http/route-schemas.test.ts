import { describeWithDatabases } from '@server/test-support/databases';

describeWithDatabases('route table: error answers are declared', (ctx) => {
  // Fastify serialises an answer through its status's schema: with '4xx' and '5xx' declared, an
  // error carries the bare envelope and nothing else (no stray fields from an error object).
  test('every API route declares the shared error responses for 4xx and 5xx', () => {
    const apiRoutes = ctx
      .app()
      .routeTable.filter((route) => route.method === 'GET' || route.method === 'POST')
      .filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/ighome/'));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(15);
    const undeclared = apiRoutes
      .filter((route) => {
        const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
        return !response?.['4xx'] || !response['5xx'];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });
});
