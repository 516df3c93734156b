import { defaultLocale } from './locale';
import { setActiveLocaleNow } from '@/shared/i18n/locale-state';

describe('defaultLocale', () => {
  it('follows the browser language', () => {
    const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(defaultLocale()).toBe('en-GB');
    spy.mockReturnValue('not a locale!');
    expect(defaultLocale()).toBe('en-US');
    spy.mockRestore();
  });
});

describe('defaultLocale follows the portal language', () => {
  afterEach(() => setActiveLocaleNow('en'));

  it('formats a Chinese portal as zh-CN whatever the browser, and an English one in English', () => {
    const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(defaultLocale()).toBe('en-US');
    setActiveLocaleNow('zh-CN');
    expect(defaultLocale()).toBe('zh-CN');
    spy.mockReturnValue('zh-SG');
    expect(defaultLocale()).toBe('zh-SG');
    spy.mockReturnValue('zh-TW');
    expect(defaultLocale()).toBe('zh-CN');
    spy.mockRestore();
  });
});
