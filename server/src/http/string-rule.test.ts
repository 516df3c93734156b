import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';
import { isStorableString } from './string-rule';

const HOSTILE = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d'];

test('NUL and lone surrogates are not storable; pairs and ordinary text are', () => {
  for (const value of HOSTILE) expect(isStorableString(value)).toBe(false);
  for (const value of ['', 'plain', '合同', '😀', 'a\ud83d\ude00b'])
    expect(isStorableString(value)).toBe(true);
});

describeWithDatabases('NUL and lone surrogates', (ctx) => {
  test('every route refuses them with Illegal Parameters, in the body, the query or the path', async () => {
    const app = ctx.app();
    const tokens = [
      await signIn(app, 'ops@gcash.demo'),
      await signIn(app, 'admin@partner-portal.demo'),
      await signIn(app, 'staff@partner-portal.demo'),
    ];
    const wrong: string[] = [];
    const routes = app.routeTable.filter((r) => r.method === 'GET' || r.method === 'POST');
    for (const route of routes) {
      const schema = (route.schema?.body ?? route.schema?.querystring) as { properties?: object } | undefined;
      const keys = [...Object.keys(schema?.properties ?? {}), 'x'];
      for (const value of HOSTILE) {
        const fields = Object.fromEntries(keys.map((k) => [k, value]));
        const url = route.url.replace(/:[A-Za-z]+/g, 'x').replace('*', 'x');
        // A token whose role the route accepts (a role refusal comes first, like the session check).
        let response = null;
        for (const token of tokens) {
          response = await app.inject({
            method: route.method as 'GET' | 'POST',
            url:
              route.method === 'GET'
                ? `${url}?${new URLSearchParams(fields).toString().replace(/%EF%BF%BD/g, '%00')}`
                : url,
            headers: { ctoken: token },
            ...(route.method === 'POST' ? { payload: fields } : {}),
          });
          if (response.statusCode !== 403) break;
        }
        const body = response!.json<{ resultCode?: string }>();
        if (response!.statusCode !== 400 || body.resultCode !== ResultCode.ILLEGAL_PARAMETERS)
          wrong.push(`${route.method} ${route.url} ${JSON.stringify(value)} -> ${response!.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the routes that used to fail with 500 answer 400', async () => {
    const app = ctx.app();
    const token = await signIn(app, 'ops@gcash.demo');
    for (const [url, body] of [
      ['/api/spportal/auth/revokeSession.json', { sessionId: 'a\u0000' }],
      ['/api/spportal/carousel/detail.json', { id: '\ud800' }],
      ['/api/spportal/event/detail.json', { id: 'x\u0000' }],
    ] as const) {
      const response = await post(app, url, body, token);
      expect([url, response.status, response.body.resultCode]).toEqual([
        url,
        400,
        ResultCode.ILLEGAL_PARAMETERS,
      ]);
    }
  });
});
