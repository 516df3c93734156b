import {
  historyTypeFrom,
  isPortalActive,
  mountModeFrom,
  portalEntry,
  portalHref,
  sandboxFor,
  styleIsolationFrom,
} from './portal-entry';

const at = (hostname: string, port: string, search = '') => ({ protocol: 'http:', hostname, port, search });

describe('demo host: portal entry', () => {
  it.each([
    [at('localhost', '8001'), 'http://localhost:8000/'],
    [at('localhost', '18001'), 'http://localhost:18000/'],
    [at('127.0.0.1', '9001'), 'http://127.0.0.1:9000/'],
    [at('demo.example.com', ''), 'http://demo.example.com:8000/'],
    [at('localhost', '8001', '?portal=http://localhost:3000'), 'http://localhost:3000/'],
    [at('localhost', '8001', '?portal=https://portal.example.com/'), 'https://portal.example.com/'],
  ])('%j -> %s', (location, entry) => {
    expect(portalEntry(location)).toBe(entry);
  });

  it.each([
    ['?history=hash', null, 'hash'],
    ['?history=browser', 'hash', 'browser'],
    ['', 'hash', 'hash'],
    ['', null, 'browser'],
    ['?history=weird', null, 'browser'],
  ] as const)('history %j (remembered %j) -> %s', (search, remembered, type) => {
    expect(historyTypeFrom(search, remembered)).toBe(type);
  });

  it.each([
    ['browser', { pathname: '/portal', hash: '' }, true],
    ['browser', { pathname: '/portal/overview', hash: '' }, true],
    ['browser', { pathname: '/portals', hash: '' }, false],
    ['browser', { pathname: '/', hash: '#/portal' }, false],
    ['hash', { pathname: '/', hash: '#/portal/overview' }, true],
    ['hash', { pathname: '/', hash: '#/portal?x=1' }, true],
    ['hash', { pathname: '/portal', hash: '' }, false],
  ] as const)('%s %j active: %p', (type, location, active) => {
    expect(isPortalActive(type, location)).toBe(active);
  });

  it('builds portal links for both history modes', () => {
    expect(portalHref('browser')).toBe('/portal/overview');
    expect(portalHref('hash', '/contracts')).toBe('/#/portal/contracts');
  });

  it('picks the style isolation from ?isolation=', () => {
    expect(sandboxFor(styleIsolationFrom(''))).toEqual({ loose: false });
    expect(sandboxFor(styleIsolationFrom('?isolation=strict'))).toEqual({
      loose: false,
      strictStyleIsolation: true,
    });
    expect(sandboxFor(styleIsolationFrom('?isolation=scoped'))).toEqual({
      loose: false,
      experimentalStyleIsolation: true,
    });
    expect(styleIsolationFrom('?isolation=weird')).toBe('default');
  });

  it.each([
    ['', 'router'],
    ['?mount=manual', 'manual'],
    ['?history=hash&mount=manual', 'manual'],
    ['?mount=other', 'router'],
  ] as const)('mount mode %j -> %s', (search, mode) => {
    expect(mountModeFrom(search)).toBe(mode);
  });
});
