import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { ACCOUNT_API } from '@contract/account/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases, testConfig } from '@server/test-support/databases';
import { DOCUMENT_ONLY_HEADERS } from '@server/http/document-headers';
import { post } from '@server/test-support/http';
import { buildHostDemoApp } from './host-demo-app';
import { serveSpa } from './spa-static';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
const BIG_JS = `console.log(${JSON.stringify('portal '.repeat(600))});\n`;
fs.mkdirSync(path.join(dist, 'portal', 'static', 'js'), { recursive: true });
fs.mkdirSync(path.join(dist, 'portal', 'static', 'css'), { recursive: true });
fs.mkdirSync(path.join(dist, 'host-demo'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'portal', 'index.html'),
  '<!doctype html><title>Portal</title><div id="root"></div>',
);
// The build's second page, with the signed-in layout's outline (webpack.config.ts).
fs.writeFileSync(
  path.join(dist, 'portal', 'index.signed-in.html'),
  '<!doctype html><title>Portal</title><div id="root"><div data-boot-skeleton></div></div>',
);
fs.writeFileSync(
  path.join(dist, 'portal', 'index.staff.html'),
  '<!doctype html><title>Portal</title><div id="root"><div data-boot-skeleton data-variant="staff"></div></div>',
);
fs.writeFileSync(path.join(dist, 'portal', 'static', 'js', 'main.3f9a1c2b7d.js'), BIG_JS);
// The build's brotli copy (webpack PrecompressPlugin).
fs.writeFileSync(
  path.join(dist, 'portal', 'static', 'js', 'main.3f9a1c2b7d.js.br'),
  zlib.brotliCompressSync(Buffer.from(BIG_JS)),
);
fs.mkdirSync(path.join(dist, 'portal', 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'portal', 'assets', 'pdf.worker.min.d06a380f.mjs'),
  'self.onmessage = null;\n',
);
fs.writeFileSync(path.join(dist, 'portal', 'static', 'css', 'main.3f9a1c2b7d.css'), 'body{margin:0}\n');
fs.writeFileSync(path.join(dist, 'portal', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'host-demo', 'index.html'), '<!doctype html><title>Host</title>');
// The phone app's service worker and manifest (webpack.config.ts, docs/offline.md).
fs.writeFileSync(
  path.join(dist, 'portal', 'service-worker.js'),
  'self.addEventListener("fetch", () => {});\n',
);
fs.writeFileSync(path.join(dist, 'portal', 'manifest.webmanifest'), '{"name":"Partner portal"}');

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describeWithDatabases(
  'serving the built app and the per-address limit',
  (ctx) => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app().inject({ method: 'GET', url, headers });

    test('document-only headers on pages and workers; nosniff and CORP on every answer', async () => {
      const page = await get('/overview');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self' http://localhost:8001 http://127.0.0.1:8001");
      expect(csp).toContain("default-src 'self'");
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['origin-agent-cluster']).toBe('?1');
      // pdf.js's worker gets its own CSP from its script's answer.
      const worker = await get('/assets/pdf.worker.min.d06a380f.mjs');
      expect(String(worker.headers['content-security-policy'])).toContain("default-src 'self'");
      for (const url of [
        '/static/js/main.3f9a1c2b7d.js',
        '/static/css/main.3f9a1c2b7d.css',
        '/api/nowhere.json',
      ]) {
        const response = await get(url);
        for (const name of DOCUMENT_ONLY_HEADERS) expect(response.headers[name]).toBeUndefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
      // An API call refused before its handler (no session) is JSON too: no CSP either.
      const refused = await ctx.app().inject({ method: 'GET', url: ACCOUNT_API.user });
      expect(refused.statusCode).toBe(401);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(refused.headers[name]).toBeUndefined();
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    });

    test('index.html for the root and every app route, never cached', async () => {
      for (const url of [
        '/',
        '/overview',
        '/mobile/overview',
        '/auth/reset-password?token=abc',
        '/iboss/user',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    test("a visitor with a session cookie gets the layout's outline, a partner's or the staff area's", async () => {
      const withCookie = { cookie: 'theme=light; ctoken=abc123' };
      for (const [url, variant] of [
        ['/', null],
        ['/overview', null],
        ['/mobile/overview', null],
        ['/event-detail/7?from=home', null],
        ['/iboss/user', 'staff'],
        ['/IBOSS', 'staff'],
      ] as const) {
        const response = await get(url, withCookie);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('data-boot-skeleton');
        if (variant) expect(response.body).toContain(`data-variant="${variant}"`);
        else expect(response.body).not.toContain('data-variant');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.vary).toContain('cookie');
      }
      // Sign-in pages have no layout; no session, or an empty cookie, no outline.
      for (const [url, headers] of [
        ['/auth/login', withCookie],
        ['/mobile/auth/login', withCookie],
        ['/iboss/user', {}],
        ['/overview', {}],
        ['/overview', { cookie: 'ctoken=; theme=light' }],
        ['/overview', { cookie: 'xctoken=abc' }],
      ] as const) {
        const response = await get(url, headers);
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.body).not.toContain('data-boot-skeleton');
        expect(response.headers.vary).toContain('cookie');
      }
    });

    test('hashed assets are cached for a year, compressed, and readable by the demo host', async () => {
      const response = await get('/static/js/main.3f9a1c2b7d.js', {
        'accept-encoding': 'gzip',
        origin: 'http://localhost:8001',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(BIG_JS);
    });

    test('an asset is one answer for every origin, so a copy cached standalone serves the host', async () => {
      // The browser caches the standalone page's answer (no Origin header) for a year and reuses it
      // for the host's cross-origin request: it must already allow any origin, and not vary by it.
      for (const headers of [{ 'accept-encoding': 'gzip, deflate, br' }, {}] as Record<string, string>[]) {
        const response = await get('/static/js/main.3f9a1c2b7d.js', headers);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
        expect(String(response.headers.vary ?? '')).not.toMatch(/origin/i);
      }
    });

    test("a page still answers the host's origin by name and varies by it", async () => {
      const response = await get('/overview', {
        'accept-encoding': 'gzip, deflate, br',
        origin: 'http://localhost:8001',
        cookie: 'ctoken=abc123',
      });
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8001');
      expect(response.headers.vary).toMatch(/origin/i);
      expect(response.headers.vary).toContain('cookie');
    });

    test("browsers that take brotli get the build's brotli copy of an asset", async () => {
      const response = await get('/static/js/main.3f9a1c2b7d.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_JS);
    });

    test("the phone app's service worker: the page's CSP, never kept without asking; its manifest too", async () => {
      const worker = await get('/service-worker.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      // A worker's script carries the policy it runs under (document-headers.ts).
      expect(String(worker.headers['content-security-policy'])).toContain("default-src 'self'");
      const manifest = await get('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });

    test('unhashed files revalidate; missing files and escapes are 404', async () => {
      expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect((await get('/static/js/missing.js')).statusCode).toBe(404);
      for (const url of [
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/static/../../../package.json',
      ]) {
        const response = await get(url);
        expect(response.body).not.toContain('"name"');
      }
    });

    test('unknown API paths stay JSON errors instead of the app page', async () => {
      const response = await get('/api/spportal/nothing-here.json');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, resultCode: ResultCode.ILLEGAL_PARAMETERS });
    });

    test('too many sign-in calls from one address are throttled with 429 and IPAY_RS_310870004', async () => {
      const attempt = () =>
        post(ctx.app(), '/api/spportal/auth/login.json', { email: 'nobody@example.com', password: 'x' });
      for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(400);
      const throttled = await attempt();
      expect(throttled.status).toBe(429);
      // The answer says how long to wait (docs/security.md, sign-in limits).
      expect(throttled.body).toEqual({
        success: false,
        resultCode: ResultCode.TRY_AGAIN,
        resultMessage: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds?\.$/),
      });
    });
  },
  { serveClient: true, config: () => ({ distDir: dist, rateLimitIpMax: 5 }) },
);

describe('demo host and missing builds', () => {
  test('the demo host serves its page with history fallback and may load the portal', async () => {
    const host = await buildHostDemoApp(testConfig(dist, { distDir: dist }));
    try {
      const response = await host.inject({ method: 'GET', url: '/portal/overview' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Host</title>');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain('script-src');
      expect(csp).toContain('http://localhost:8000');
    } finally {
      await host.close();
    }
  });

  test('without a build the page says how to build it', async () => {
    const app = Fastify();
    await serveSpa(app, { root: path.join(dist, 'nowhere'), buildHint: 'Run `npm run build`.' });
    const response = await app.inject({ method: 'GET', url: '/overview' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await app.close();
  });
});
