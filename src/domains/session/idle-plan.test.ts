import { formatCountdown, idlePlan } from './idle-plan';

describe('idle plan', () => {
  it('waits until the warning time', () => {
    expect(idlePlan(1800, 120)).toEqual({ kind: 'wait', ms: 1_680_000 });
  });

  it('warns inside the warning time, with the seconds left', () => {
    expect(idlePlan(120, 120)).toEqual({ kind: 'warn', seconds: 120 });
    expect(idlePlan(5, 120)).toEqual({ kind: 'warn', seconds: 5 });
  });

  it('is expired at zero', () => {
    expect(idlePlan(0, 120)).toEqual({ kind: 'expired' });
  });

  it('formats the countdown as minutes and seconds', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
