import { multiFilter } from './multi-filter';

describe('multiFilter', () => {
  const label = (code: string) => `Country ${code}`;

  it('labels every option and knows which are picked', () => {
    const filter = multiFilter(['JP', 'TH'], ['TH'], label, () => undefined);
    expect(filter.options).toEqual([
      { value: 'JP', label: 'Country JP' },
      { value: 'TH', label: 'Country TH' },
    ]);
    expect(filter.isPicked('TH')).toBe(true);
    expect(filter.isPicked('JP')).toBe(false);
  });

  it('a chip adds its value after those picked before, and a second tap takes it out', () => {
    const onChange = jest.fn();
    multiFilter(['JP', 'TH', 'SG'], ['TH'], label, onChange).toggle('JP');
    expect(onChange).toHaveBeenLastCalledWith(['TH', 'JP']);
    multiFilter(['JP', 'TH', 'SG'], ['TH', 'JP'], label, onChange).toggle('TH');
    expect(onChange).toHaveBeenLastCalledWith(['JP']);
  });

  it('a select sets the whole list', () => {
    const onChange = jest.fn();
    multiFilter(['JP', 'TH'], [], label, onChange).set(['JP', 'TH']);
    expect(onChange).toHaveBeenLastCalledWith(['JP', 'TH']);
  });
});
