import { describeUserAgent, deviceLabel } from './user-agent';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('user agents', () => {
  it('names browser, system and device kind', () => {
    expect(describeUserAgent(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', platform: 'mobile' });
    expect(deviceLabel(CHROME_WINDOWS)).toBe('Chrome on Windows');
  });

  it('says nothing it does not know', () => {
    expect(deviceLabel(null)).toBeNull();
    expect(deviceLabel('curl/8.0')).toBeNull();
  });
});
