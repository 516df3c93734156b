import {
  currentAppPath,
  landingChunkNames,
  landingTryFailed,
  preloadLandingChunks,
  routeLoadsChunk,
} from './landing-chunks';

describe('landing chunks', () => {
  it('names the layout and page of a signed-in section landing on each tree', () => {
    expect(landingChunkNames('desktop', '/overview')).toEqual(['desktop-layout', 'desktop-overview']);
    expect(landingChunkNames('mobile', '/mobile/contracts')).toEqual(['mobile-layout', 'mobile-contracts']);
    expect(landingChunkNames('desktop', '/event-detail/42')).toContain('desktop-event-detail');
  });

  it('starts nothing for pages outside the partner sections', () => {
    for (const path of ['/auth/login', '/iboss/configuration', '/no-such-page', '/mobile/overview']) {
      expect(landingChunkNames('desktop', path)).toEqual([]);
    }
    expect(landingChunkNames('mobile', '/overview')).toEqual([]);
  });

  it('reads the path the router will see, without the host base path', () => {
    window.history.replaceState(null, '', '/partner/overview?tab=1');
    expect(currentAppPath('browser', '/partner')).toBe('/overview');
    expect(currentAppPath('browser', '/')).toBe('/partner/overview');
    expect(currentAppPath('browser', '/PARTNER')).toBe('/overview');
    window.history.replaceState(null, '', '/partner');
    expect(currentAppPath('browser', '/partner')).toBe('/');
    window.history.replaceState(null, '', '/shell#/mobile/contracts?x=1');
    expect(currentAppPath('hash', '/')).toBe('/mobile/contracts');
  });

  it("downloads the layout's chunks first and the page's once they are in, each chunk once", async () => {
    const requested: (string | number)[] = [];
    const pending = new Map<string | number, () => void>();
    globalThis.__webpack_require__ = {
      landingChunks: { 'desktop-layout': ['frame'], 'desktop-overview': ['frame', 'shared', 'overview'] },
    };
    globalThis.__webpack_chunk_load__ = (id) => {
      requested.push(id);
      return new Promise<void>((resolve) => pending.set(id, resolve));
    };
    try {
      preloadLandingChunks(['desktop-layout', 'desktop-overview']);
      expect(requested).toEqual(['frame']);
      pending.get('frame')?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requested).toEqual(['frame', 'shared', 'overview']);
    } finally {
      globalThis.__webpack_require__ = undefined;
      globalThis.__webpack_chunk_load__ = undefined;
    }
  });

  it('remembers a page whose landing download failed, so its route counts that as a try', async () => {
    globalThis.__webpack_require__ = {
      landingChunks: { 'mobile-layout': ['frame'], 'mobile-contracts': ['contracts'] },
    };
    globalThis.__webpack_chunk_load__ = (id) =>
      id === 'contracts' ? Promise.reject(new Error('Loading chunk contracts failed.')) : Promise.resolve();
    try {
      preloadLandingChunks(['mobile-layout', 'mobile-contracts']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(landingTryFailed('mobile-contracts')).toBe(true);
      expect(landingTryFailed('mobile-layout')).toBe(false);
    } finally {
      globalThis.__webpack_require__ = undefined;
      globalThis.__webpack_chunk_load__ = undefined;
    }
  });

  it("leaves the page's chunk to its route when the route asked for it before the layout came in", async () => {
    const requested: (string | number)[] = [];
    let layoutIn = () => undefined as void;
    globalThis.__webpack_require__ = {
      landingChunks: { 'mobile-layout': ['frame'], 'mobile-alerts': ['alerts'] },
    };
    globalThis.__webpack_chunk_load__ = (id) => {
      requested.push(id);
      return id === 'frame' ? new Promise<void>((resolve) => (layoutIn = resolve)) : Promise.resolve();
    };
    try {
      preloadLandingChunks(['mobile-layout', 'mobile-alerts']);
      routeLoadsChunk('mobile-alerts');
      layoutIn();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requested).toEqual(['frame']);
    } finally {
      globalThis.__webpack_require__ = undefined;
      globalThis.__webpack_chunk_load__ = undefined;
    }
  });
});
