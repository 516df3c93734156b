import { isMobileUserAgent, platformForUserAgent } from './device';

const cases: [string, string, boolean][] = [
  [
    'Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
    true,
  ],
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    true,
  ],
  ['iPod', 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', true],
  ['webOS', 'Mozilla/5.0 (webOS/2.2.4; U; en-GB) AppleWebKit/534.6', true],
  ['BlackBerry', 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1', true],
  ['IEMobile', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)', true],
  ['Opera Mini', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80/22.478; U; en) Presto/2.5.25', true],
  ['lower-case marker', 'something android something', true],
  ['desktop Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36', false],
  [
    'desktop Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    false,
  ],
  [
    'iPad is not in the spec list',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    false,
  ],
  ['empty', '', false],
];

describe('mobile user-agent detection (ROUTE-DEVICE)', () => {
  it.each(cases)('%s', (_name, userAgent, mobile) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
    expect(platformForUserAgent(userAgent)).toBe(mobile ? 'mobile' : 'desktop');
  });
});
