import { dayRange, localMidnight } from './day-range';

describe('dayRange', () => {
  it('turns inclusive local days into a half-open UTC range', () => {
    expect(dayRange('2026-03-02', '2026-03-02', 480)).toEqual({
      from: new Date('2026-03-01T16:00:00.000Z'),
      to: new Date('2026-03-02T16:00:00.000Z'),
    });
  });

  it('leaves a missing end open', () => {
    expect(dayRange(undefined, '2026-03-02')).toEqual({
      from: null,
      to: new Date('2026-03-03T00:00:00.000Z'),
    });
    expect(dayRange('2026-03-02')).toEqual({ from: new Date('2026-03-02T00:00:00.000Z'), to: null });
  });

  it('refuses days that do not exist, malformed days and reversed ranges', () => {
    expect(localMidnight('2026-02-30')).toBeNull();
    expect(localMidnight('2026-3-2')).toBeNull();
    expect(dayRange('2026-02-30')).toBe('invalid');
    expect(dayRange(undefined, 'yesterday')).toBe('invalid');
    expect(dayRange('2026-03-05', '2026-03-01')).toBe('invalid');
  });
});
