import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describeWithDatabases } from '@server/test-support/databases';
import { DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { createUser, post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

/**
 * Every registered route (read from the app, so a route added later is walked too), as the
 * partner user and as staff: a request that passes the route's schema, then the same with one
 * field at a time set to a hostile value (a key of Object.prototype, an amount below a cent, a
 * huge number, a value of the wrong type). Nothing may answer 5xx (docs/security.md, "Hostile
 * input"): a bad value is the caller's mistake and answers 4xx with the envelope.
 */

/** Inherited members of a plain object: a lookup `obj[key]` with one of them finds a function. */
const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  'prototype',
];
const NUMBERS = [0.001, 1e-9, 12.345, 1e21, 1e308, -1, 2 ** 53 + 1];
const WRONG_TYPES = [null, true, [], {}, '1'];

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  const?: unknown;
  default?: unknown;
}

const STRING_CANDIDATES = [
  'gcash',
  '2026-03-01',
  '2026-03',
  '2026-Q1',
  'ops@gcash.demo',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-000000000000.pdf',
  '2026-03-01T09:00:00.000Z',
  'Example 1',
  'x',
];

/** A value the schema accepts (as far as one can be guessed), or undefined. */
function validSample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      const value = validSample(option);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validSample(schema.properties?.[key]);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items));
    case 'string': {
      const candidates = [...STRING_CANDIDATES, 'a'.repeat(schema.minLength ?? 1)];
      return candidates.find((c) => Value.Check(schema as TSchema, c)) ?? 'x';
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The hostile values for a field of this schema: the ones that could get past a loose check. */
function hostileFor(schema: Schema | undefined): unknown[] {
  const types = new Set([schema?.type, ...(schema?.anyOf ?? []).map((s) => s.type)]);
  const out: unknown[] = [...WRONG_TYPES];
  if (types.has('string') || types.size <= 1) out.push(...PROTOTYPE_KEYS);
  if (types.has('number') || types.has('integer')) out.push(...NUMBERS);
  if (types.has('array')) out.push(PROTOTYPE_KEYS, [0.001]);
  return out;
}

/** Bodies: the valid sample, then each top-level field (and its object's fields) made hostile. */
function bodiesFor(schema: Schema | undefined): string[] {
  const base = (validSample(schema) ?? {}) as Record<string, unknown>;
  const bodies = [JSON.stringify(base)];
  for (const [key, field] of Object.entries(schema?.properties ?? {})) {
    for (const value of hostileFor(field)) bodies.push(JSON.stringify({ ...base, [key]: value }));
    for (const [inner, innerField] of Object.entries(field.properties ?? {})) {
      const parent = (validSample(field) ?? {}) as Record<string, unknown>;
      for (const value of hostileFor(innerField))
        bodies.push(JSON.stringify({ ...base, [key]: { ...parent, [inner]: value } }));
    }
  }
  // Keys of Object.prototype as the body's own keys (JSON.parse makes `__proto__` an own key).
  for (const key of PROTOTYPE_KEYS) bodies.push(`{${JSON.stringify(key)}:{"x":1},"key":"${key}"}`);
  return bodies;
}

/** Query strings: each known name and a few unknown ones with each prototype key as value. */
function queriesFor(schema: Schema | undefined): string[] {
  const names = [...Object.keys(schema?.properties ?? {}), ...PROTOTYPE_KEYS.slice(0, 3)];
  const queries = [''];
  for (const name of names)
    for (const value of [...PROTOTYPE_KEYS, '0.001', '1e308', '-1'])
      queries.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return queries;
}

const pathsFor = (url: string): string[] =>
  url.includes(':') || url.includes('*')
    ? PROTOTYPE_KEYS.map((key) => url.replace(/:[A-Za-z]+/g, key).replace('*', key))
    : [url];

describeWithDatabases('hostile values on every route', (ctx) => {
  test('prototype keys, sub-cent and huge amounts, wrong types: no 5xx, always the envelope', async () => {
    const app = ctx.app();
    // Own accounts (no other test's, nor the sign-in form's samples); signed in again whenever a
    // route (sign-out, session revoke) ends the session.
    const accounts = {
      partner: await createUser(app, { role: 'PARTNER', partnerId: 'gcash' }),
      staff: await createUser(app, { role: 'STAFF', partnerId: null }),
    };
    const tokens = {
      partner: await signIn(app, accounts.partner.email),
      staff: await signIn(app, accounts.staff.email),
    };
    const routes = app.routeTable.filter((r) => r.method === 'GET' || r.method === 'POST');
    expect(routes.length).toBeGreaterThanOrEqual(50);
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST';
      const schema = route.schema as { body?: Schema; querystring?: Schema } | undefined;
      const send = async (role: 'partner' | 'staff', url: string, payload?: string) => {
        const inject = () =>
          app.inject({
            method,
            url,
            headers: {
              ctoken: tokens[role],
              ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(payload !== undefined ? { payload } : {}),
          });
        let response = await inject();
        if (response.statusCode === 401) {
          tokens[role] = await signIn(app, accounts[role].email);
          response = await inject();
        }
        sent += 1;
        if (response.statusCode >= 500)
          failures.push(
            `${method} ${url} ${payload ?? ''} -> ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        if (response.statusCode >= 400 && response.headers['content-type']?.toString().includes('json')) {
          const parsed = JSON.parse(response.body) as { success?: boolean; resultCode?: string };
          if (parsed.success !== false || !parsed.resultCode)
            failures.push(`${method} ${url}: error without envelope ${response.body.slice(0, 120)}`);
        }
        return response;
      };
      // The role that gets past the route's guard: the partner user, else staff.
      const [firstPath] = pathsFor(route.url);
      const probe = await send(
        'partner',
        firstPath,
        method === 'POST' ? bodiesFor(schema?.body)[0] : undefined,
      );
      const token = probe.statusCode === 403 ? 'staff' : 'partner';
      if (method === 'GET') {
        for (const query of queriesFor(schema?.querystring)) await send(token, `${firstPath}?${query}`);
      } else {
        for (const body of bodiesFor(schema?.body)) await send(token, firstPath, body);
      }
      // Path parameters: every prototype key, with the valid sample.
      for (const path of pathsFor(route.url).slice(1))
        await send(token, path, method === 'POST' ? bodiesFor(schema?.body)[0] : undefined);
    }
    console.info(`hostile values [${ctx.kind}]: ${sent} requests over ${routes.length} routes`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 180_000);

  test('an amount below a cent (budget, claim, approval) is 510870003 Illegal Parameters, not a server error', async () => {
    const app = ctx.app();
    const staff = await signIn(app, 'staff@partner-portal.demo');
    const partner = await signIn(app, 'ops@tngd.demo');
    const illegal = { status: 400, resultCode: ResultCode.ILLEGAL_PARAMETERS };
    const budget = (amount: number) =>
      post<{ data: { programId: string } }>(
        app,
        DF_API.budgetSave,
        { partnerId: 'tngd', year: 2026, kind: 'EXCLUSIVE_INCENTIVES_MDF', budget: amount, reason: 'Year' },
        staff,
      );
    expect(await budget(1000.001)).toMatchObject({ status: 400, body: { resultCode: illegal.resultCode } });
    const programId = (await budget(1000)).body.data.programId;
    const proof = async () =>
      (await upload(app, partner, 'CLAIM_PROOF', 'proof.pdf', sample.pdf())).body.file!.fileUrl;
    for (const amount of [0.001, 1e-9, 10.005]) {
      const answer = await post(
        app,
        DF_PARTNER_API.claimSubmit,
        {
          programId,
          title: 'Airport campaign',
          amount,
          activityStart: '2026-02-01',
          activityEnd: '2026-02-02',
          supportingDoc: await proof(),
        },
        partner,
      );
      expect({ status: answer.status, resultCode: answer.body.resultCode }).toEqual(illegal);
    }
    const submitted = await post<{ data: { claimId: string } }>(
      app,
      DF_PARTNER_API.claimSubmit,
      {
        programId,
        title: 'Airport campaign',
        amount: 200,
        activityStart: '2026-02-01',
        activityEnd: '2026-02-02',
        supportingDoc: await proof(),
      },
      partner,
    );
    const { claimId } = submitted.body.data;
    await post(app, DF_API.claimTransition, { claimId, version: 1, action: 'REVIEW' }, staff);
    for (const amount of [0.001, 150.555]) {
      const answer = await post(
        app,
        DF_API.claimTransition,
        { claimId, version: 2, action: 'APPROVE', amount },
        staff,
      );
      expect({ status: answer.status, resultCode: answer.body.resultCode }).toEqual(illegal);
    }
    const approved = await post(
      app,
      DF_API.claimTransition,
      { claimId, version: 2, action: 'APPROVE', amount: 150.55 },
      staff,
    );
    expect(approved.status).toBe(200);
  });
});
