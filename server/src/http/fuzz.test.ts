import type { TSchema } from '@sinclair/typebox';
import { describeWithDatabases } from '@server/test-support/databases';
import { signIn } from '@server/test-support/http';

/**
 * Every registered route gets 200 generated bad inputs (bodies for POST, query strings and path
 * parameters for GET), signed out and signed in. Nothing may answer 5xx, and no answer may carry a
 * stack trace, SQL or a file path. With 70-odd routes that is about 15,000 requests, which keeps
 * the suite's time in check; FUZZ_CASES raises it for a longer run.
 */
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 200);
/**
 * With both databases the full count per route runs on PostgreSQL (the faster of the two here) and
 * PGlite repeats a smaller sample; with PGlite alone it carries the full count.
 */
const CASES_PER_ROUTE_SAMPLE = Math.ceil(CASES_PER_ROUTE / 4);
const INTERNALS =
  /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules|\/work\/|\/tmp\/|\bSELECT\b|\bINSERT\b|\bUPDATE\b|\bDELETE FROM\b|syntax error|relation "|violates|stack/i;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];

const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'y'.repeat(20_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '\ud800',
  'a\u0000b',
  '\u0000'.repeat(3),
  'x\ud800y',
  '\udfff',
  '\ud83d',
  'ok\udc00',
  '😀',
  '合同',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'SP_PORTAL_USER',
  'ops@gcash.demo',
  'admin@partner-portal.demo',
  'Portal#2026',
  'gcash',
  'dana',
  '2026-13-45',
  '9999-99',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-4000-8000-000000000000.pdf',
  'null',
  'true',
];

function randomValue(rng: Rng, depth = 0): unknown {
  switch (Math.floor(rng() * (depth > 3 ? 6 : 9))) {
    case 0:
      return null;
    case 1:
      return rng() < 0.5;
    case 2:
      return pick(rng, [0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1.5, 1e308, Number.MAX_SAFE_INTEGER]);
    case 3:
    case 4:
    case 5:
      return pick(rng, STRINGS);
    case 6:
      return Array.from({ length: Math.floor(rng() * 4) }, () => randomValue(rng, depth + 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = Math.floor(rng() * 4); i > 0; i -= 1)
        out[pick(rng, ['a', 'type', 'id', '__proto__', 'constructor', 'page', 'email'])] = randomValue(
          rng,
          depth + 1,
        );
      return out;
    }
  }
}

function schemaKeys(schema: unknown): string[] {
  const s = schema as TSchema & { properties?: Record<string, unknown>; anyOf?: unknown[] };
  if (!s || typeof s !== 'object') return [];
  if (s.properties) return Object.keys(s.properties);
  if (s.anyOf) return [...new Set(s.anyOf.flatMap(schemaKeys))];
  return [];
}

interface Attempt {
  url: string;
  payload?: string;
  contentType?: string;
}

/** Bodies shaped like the route's schema with wrong, missing, extra or hostile values. */
function badBody(rng: Rng, keys: string[]): { payload: string; contentType: string } {
  const kind = Math.floor(rng() * 10);
  if (kind === 0) {
    return {
      payload: pick(rng, [
        '{',
        '{"a":',
        'nul',
        '[1,2',
        '{"type":"SP_PORTAL_USER"',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '',
        '1'.repeat(5000),
      ]),
      contentType: 'application/json',
    };
  }
  if (kind === 1) {
    return {
      payload: pick(rng, ['type=SP_PORTAL_USER', 'hello', '<xml/>']),
      contentType: pick(rng, [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
      ]),
    };
  }
  if (kind === 2) return { payload: JSON.stringify(randomValue(rng)), contentType: 'application/json' };
  const body: Record<string, unknown> = {};
  for (const key of keys) if (rng() < 0.8) body[key] = randomValue(rng);
  if (rng() < 0.3)
    body[pick(rng, ['extra', 'isAdmin', 'role', 'partnerId', 'userId', '$where'])] = randomValue(rng);
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/** encodeURIComponent, except lone surrogates become invalid UTF-8 bytes (still a bad input). */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function badQuery(rng: Rng, keys: string[]): string {
  const parts: string[] = [];
  const names = [...keys, 'x', 'fileUrl', 'type', '__proto__'];
  for (let i = Math.floor(rng() * 5); i > 0; i -= 1) {
    const name = pick(rng, names);
    const raw = String(pick(rng, STRINGS));
    const value = rng() < 0.15 ? pick(rng, ['%E0%A4%A', '%', '%%', '%ZZ']) : enc(raw);
    parts.push(`${encodeURIComponent(name)}=${value}`);
  }
  return parts.join('&');
}

function attemptsFor(
  method: string,
  url: string,
  schema: Record<string, unknown> | undefined,
  rng: Rng,
  cases: number,
): Attempt[] {
  const attempts: Attempt[] = [];
  const bodyKeys = schemaKeys(schema?.body);
  const queryKeys = schemaKeys(schema?.querystring);
  for (let i = 0; i < cases; i += 1) {
    let path = url;
    if (path.includes(':') || path.includes('*')) {
      path = path
        .replace(/:[A-Za-z]+/g, () => enc(String(pick(rng, STRINGS)).slice(0, 300)) || 'x')
        .replace('*', 'x');
    }
    if (method === 'GET') {
      attempts.push({ url: `${path}?${badQuery(rng, queryKeys)}` });
    } else {
      const { payload, contentType } = badBody(rng, bodyKeys);
      attempts.push({ url: path, payload, contentType });
    }
  }
  return attempts;
}

describeWithDatabases('fuzzing every route', (ctx) => {
  const cases =
    ctx.kind === 'postgres' || !process.env.TEST_DATABASE_URL ? CASES_PER_ROUTE : CASES_PER_ROUTE_SAMPLE;
  test(`${cases} bad inputs per route: no 5xx, no internals`, async () => {
    const app = ctx.app();
    const tokens = [
      null,
      await signIn(app, 'ops@gcash.demo'),
      await signIn(app, 'admin@partner-portal.demo'),
      await signIn(app, 'staff@partner-portal.demo'),
    ];
    const routes = app.routeTable.filter((r) => r.method === 'GET' || r.method === 'POST');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    const rng = prng(20260302);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const attempt of attemptsFor(
        route.method,
        route.url,
        route.schema as Record<string, unknown>,
        rng,
        cases,
      )) {
        const token = pick(rng, tokens);
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: attempt.url,
          headers: {
            ...(token ? { ctoken: token } : {}),
            ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
          },
          ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
        });
        sent += 1;
        const body = response.body;
        if (response.statusCode >= 500 || INTERNALS.test(body)) {
          failures.push(
            `${route.method} ${attempt.url.slice(0, 120)} ${attempt.payload?.slice(0, 120) ?? ''} -> ${response.statusCode} ${body.slice(0, 200)}`,
          );
        }
        if (response.headers['content-type']?.toString().includes('json')) {
          const parsed = JSON.parse(body) as { success?: boolean; resultCode?: string };
          if (response.statusCode >= 400 && (parsed.success !== false || !parsed.resultCode)) {
            failures.push(`${route.method} ${route.url}: error without envelope: ${body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(routes.length * cases);
    console.info(
      `fuzz [${ctx.kind}]: ${sent} requests over ${routes.length} routes, ${failures.length} failures`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 400_000);

  test('a body over 1 MB gets 413 with the envelope', async () => {
    const response = await ctx.app().inject({
      method: 'POST',
      url: '/api/spportal/auth/login.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      resultCode: 'IPAY_RS_510870003',
      resultMessage: 'Request body too large',
    });
  });
});
