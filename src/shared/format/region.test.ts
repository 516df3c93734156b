import { countriesByName, formatCountry } from './region';

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

describe('countriesByName', () => {
  it("orders the codes by their names in the locale's words and order", () => {
    expect(countriesByName(['NO', 'HU'], 'en-US')).toEqual([
      { code: 'HU', label: 'Hungary' },
      { code: 'NO', label: 'Norway' },
    ]);
    expect(countriesByName(['NO', 'HU'], 'de-DE')).toEqual([
      { code: 'NO', label: 'Norwegen' },
      { code: 'HU', label: 'Ungarn' },
    ]);
  });
});
