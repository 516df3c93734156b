import { formatCountry } from './region';

describe('formatCountry', () => {
  it('names the country in the locale', () => {
    expect(formatCountry('JP', 'en-US')).toBe('Japan');
    expect(formatCountry('JP', 'de-DE')).toBe('Japan');
    expect(formatCountry('KR', 'en-US')).toBe('South Korea');
  });
  it('shows a malformed code as given', () => {
    expect(formatCountry('??', 'en-US')).toBe('??');
  });
});
