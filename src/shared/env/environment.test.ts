import { environmentForHost } from './environment';

const cases: [string, string][] = [
  ['localhost', 'dev'],
  ['LOCALHOST', 'dev'],
  ['127.0.0.1', 'dev'],
  ['[::1]', 'dev'],
  ['portal.localhost', 'dev'],
  ['my-mac.local', 'dev'],
  ['dev.portal.example.com', 'dev'],
  ['portal-dev.example.com', 'dev'],
  ['test.portal.example.com', 'test'],
  ['portal-test.example.com', 'test'],
  ['sim.portal.example.com', 'sim'],
  ['portal-sim.example.com', 'sim'],
  ['pre.portal.example.com', 'pre'],
  ['pre-portal.example.com', 'pre'],
  ['portal.example.com', 'prod'],
  ['www.example.com', 'prod'],
  ['prelude.example.com', 'prod'],
  ['developer.example.com', 'prod'],
  ['simple.example.com', 'prod'],
  ['testing.example.com', 'prod'],
  ['', 'prod'],
];

describe('environment from host name', () => {
  it.each(cases)('%s -> %s', (host, env) => {
    expect(environmentForHost(host)).toBe(env);
  });
});
