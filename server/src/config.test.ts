import Fastify from 'fastify';
import { fastifyTrustProxy, loadConfig, parseDbPoolMax, parseTrustProxy } from './config';
import { StartupError } from './startup-checks';

describe('HOST', () => {
  test('unset, the server listens on the loopback address only (the demo password is published)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('TRUST_PROXY', () => {
  test('unset, no proxy is believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', ' ', 'false', 'FALSE', '0']) expect(parseTrustProxy(off)).toBe(false);
  });

  test('true, a hop count, or addresses and ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback, ::1' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback', '::1']);
  });

  test.each([
    'yes',
    '1.5',
    '-1',
    '10.0.0.1/33',
    '10.0.0.0/0',
    '10.0.0.0/8/8',
    'proxy.internal',
    '10.0.0.1;10.0.0.2',
    ',',
  ])('refuses %j at start with one line', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(StartupError);
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY="[^\n]*" is not understood[^\n]*$/);
  });

  test('a hop count believes that many proxies nearest the server (Fastify alone would ignore it)', async () => {
    const ipFor = async (trustProxy: ReturnType<typeof parseTrustProxy>, forwarded: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxy) });
      app.get('/', async (request) => request.ip);
      const response = await app.inject({ url: '/', headers: { 'x-forwarded-for': forwarded } });
      await app.close();
      return response.body;
    };
    // The caller set the left entry itself; the proxy appended the address it saw.
    expect(await ipFor(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipFor(2, '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
    expect(await ipFor(false, '198.51.100.1, 203.0.113.7')).toBe('127.0.0.1');
  });
});

describe('DB_POOL_MAX', () => {
  test('unset or empty, each process pools 10 PostgreSQL connections; a whole number from 2 is taken', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '' }).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '4' }).dbPoolMax).toBe(4);
    expect(loadConfig({ DB_POOL_MAX: ' 40 ' }).dbPoolMax).toBe(40);
  });

  test.each(['0', '1', '-5', '2.5', 'ten', '1e2', '10 connections', '0x10'])(
    'refuses %j at start with one line',
    (value) => {
      expect(() => loadConfig({ DB_POOL_MAX: value })).toThrow(StartupError);
      expect(() => parseDbPoolMax(value)).toThrow(
        /^DB_POOL_MAX="[^\n]*" is not understood: give a whole number [^\n]*max_connections$/,
      );
    },
  );
});
