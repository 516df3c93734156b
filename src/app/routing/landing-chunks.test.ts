import { currentAppPath, landingChunkNames } from './landing-chunks';

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
});
