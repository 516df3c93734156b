import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { isSecureEnv, loadConfig } from '@server/config';
import { createTestPglite, testConfig, TEST_SCRYPT_N } from '@server/test-support/databases';
import { call, createUser, tokenFrom } from '@server/test-support/http';
import { completeSecondFactor } from '@server/test-support/second-factor';

/**
 * The transport protections (docs/security.md, "Transport") are switched off for the tests only:
 * every suite runs with NODE_ENV=test, so this file builds the app once with production settings
 * to see them on, and once with the test settings to see the cookie without Secure.
 */
const PASSWORD = 'Harbour-Lantern-2026!';

/** The app with a one-page build of its own, so a document (the page) carries the CSP. */
async function appWith(config: (dir: string) => Config) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-transport-'));
  fs.mkdirSync(path.join(dir, 'dist', 'portal'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'portal', 'index.html'), '<!doctype html><title>Portal</title>');
  const app = await buildApp({
    db: await createTestPglite(),
    config: { ...config(dir), distDir: path.join(dir, 'dist') },
    seed: false,
    serveClient: true,
  });
  return { app, dir };
}

/** The CSP of the portal's page (a document; JSON answers carry none, docs/security.md). */
async function pageCsp(app: FastifyInstance): Promise<string> {
  const page = await app.inject({ method: 'GET', url: '/overview' });
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  return String(page.headers['content-security-policy']);
}

async function sessionCookie(app: FastifyInstance): Promise<string> {
  // Staff: no partner needed (the app is built without demo data); the session cookie comes with
  // the second factor's answer (docs/security.md, "Second factor").
  const user = await createUser(app, { role: 'STAFF', partnerId: null, password: PASSWORD });
  const login = await call(app, 'POST', '/api/spportal/auth/login.json', {
    body: { email: user.email, password: PASSWORD },
  });
  expect(login.status).toBe(200);
  const step = (login.body as { secondFactor: { step: 'VERIFY' | 'ENROL'; pendingToken: string } })
    .secondFactor;
  const raw = await completeSecondFactor(app, user.email, step);
  expect(tokenFrom(raw)).toBeTruthy();
  const cookies = ([] as unknown[]).concat(raw.headers['set-cookie'] ?? []).map(String);
  return cookies.find((cookie) => cookie.startsWith('ctoken=')) ?? '';
}

describe('transport protections', () => {
  const built: { app: FastifyInstance; dir: string }[] = [];
  afterAll(async () => {
    for (const { app, dir } of built) {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the suites run with NODE_ENV=test (so switching the protections off elsewhere fails here)', () => {
    expect(process.env.NODE_ENV).toBe('test');
  });

  test('production: HSTS, upgrade-insecure-requests in the CSP and a Secure session cookie', async () => {
    const production = await appWith((dir) => ({
      ...loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, PUBLIC_URL: 'https://portal.example' }),
      scryptN: TEST_SCRYPT_N,
    }));
    built.push(production);
    const { app } = production;
    expect(app.config.demoData).toBe(false);
    const health = await call(app, 'GET', '/healthz');
    expect(health.raw.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    expect(await pageCsp(app)).toContain('upgrade-insecure-requests');
    expect(await sessionCookie(app)).toMatch(/^ctoken=[^;]+;.*; Secure/);
  });

  test('any NODE_ENV but test, or development on https, keeps them on', () => {
    const secure = (env: NodeJS.ProcessEnv) => isSecureEnv(loadConfig({ DATA_DIR: os.tmpdir(), ...env }));
    expect(secure({ NODE_ENV: 'production' })).toBe(true);
    expect(secure({ NODE_ENV: 'staging' })).toBe(true);
    expect(secure({ NODE_ENV: 'production', PUBLIC_URL: 'http://portal.example' })).toBe(true);
    expect(secure({ NODE_ENV: 'development', PUBLIC_URL: 'https://portal.example' })).toBe(true);
    expect(secure({ NODE_ENV: 'test', PUBLIC_URL: 'https://portal.example' })).toBe(false);
  });

  test('tests: the session cookie without Secure, no HSTS, no upgrade-insecure-requests', async () => {
    const test = await appWith((dir) => testConfig(dir));
    built.push(test);
    const { app } = test;
    const health = await call(app, 'GET', '/healthz');
    expect(health.raw.headers['strict-transport-security']).toBeUndefined();
    expect(await pageCsp(app)).toContain("default-src 'self'");
    expect(await pageCsp(app)).not.toContain('upgrade-insecure-requests');
    const cookie = await sessionCookie(app);
    expect(cookie).toMatch(/^ctoken=[^;]+;/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
