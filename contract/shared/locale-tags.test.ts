import { acceptLanguageTags, firstSupportedLocale, localeForTag } from './locale-tags';

describe('locale negotiation', () => {
  it('reads Simplified Chinese tags as zh-CN and keeps traditional ones out', () => {
    expect(['zh', 'zh-CN', 'zh-Hans', 'zh-hans-cn', 'zh-SG'].map(localeForTag)).toEqual(
      Array(5).fill('zh-CN'),
    );
    expect(['zh-TW', 'zh-Hant', 'zh-HK', 'fr', ''].map(localeForTag)).toEqual(Array(5).fill(null));
    expect(localeForTag('en-GB')).toBe('en');
  });

  it('orders Accept-Language by quality and picks the first supported tag', () => {
    const tags = acceptLanguageTags('fr-FR;q=0.9, zh-TW;q=0.95, zh-CN;q=0.8, *;q=0.1, de;q=0');
    expect(tags).toEqual(['zh-TW', 'fr-FR', 'zh-CN']);
    expect(firstSupportedLocale(tags)).toBe('zh-CN');
    expect(firstSupportedLocale(acceptLanguageTags('en-US,en;q=0.9,zh-CN;q=0.8'))).toBe('en');
    expect(firstSupportedLocale(acceptLanguageTags(undefined))).toBeNull();
  });
});
