import { defaultLocale } from './locale';

describe('defaultLocale', () => {
  it('follows the browser language', () => {
    const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(defaultLocale()).toBe('en-GB');
    spy.mockReturnValue('not a locale!');
    expect(defaultLocale()).toBe('en-US');
    spy.mockRestore();
  });
});
