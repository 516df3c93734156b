import { mediaUrl } from './media-url';

afterEach(() => {
  delete window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
});

describe('mediaUrl', () => {
  it('stays relative when the app runs on its own origin', () => {
    expect(mediaUrl('/media/banner.png')).toBe('/media/banner.png');
  });
  it('points at the portal server when embedded in a host on another origin', () => {
    window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ = 'http://portal.example:8000/';
    expect(mediaUrl('/media/banner.png')).toBe('http://portal.example:8000/media/banner.png');
  });
  it('leaves absolute and data URLs alone', () => {
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });
});
