import { initialSpecialPartner, specialPartnerReducer } from './special-partner';
import type { SpecialPartnerState } from './special-partner';

const run = (...events: Parameters<typeof specialPartnerReducer>[1][]): SpecialPartnerState =>
  events.reduce(specialPartnerReducer, initialSpecialPartner);

describe('special-partner flag (ROLE-SPECIAL)', () => {
  test('defaults to false and not loading', () => {
    expect(initialSpecialPartner).toEqual({ isSpecialPartner: false, loading: false });
  });

  test('loading is true during the call, the flag unchanged', () => {
    expect(run({ type: 'start' })).toEqual({ isSpecialPartner: false, loading: true });
  });

  test('success false makes it true', () => {
    expect(run({ type: 'start' }, { type: 'answer', success: false, list: [{}] })).toEqual({
      isSpecialPartner: true,
      loading: false,
    });
  });

  test('no list makes it true (missing or null)', () => {
    expect(run({ type: 'start' }, { type: 'answer', success: true, list: undefined }).isSpecialPartner).toBe(
      true,
    );
    expect(run({ type: 'start' }, { type: 'answer', success: true, list: null }).isSpecialPartner).toBe(true);
  });

  test('an empty list makes it true', () => {
    expect(run({ type: 'start' }, { type: 'answer', success: true, list: [] })).toEqual({
      isSpecialPartner: true,
      loading: false,
    });
  });

  test('a list with programmes keeps it false', () => {
    expect(run({ type: 'start' }, { type: 'answer', success: true, list: [{ programId: 'a' }] })).toEqual({
      isSpecialPartner: false,
      loading: false,
    });
  });

  test('an exception leaves it false and ends loading', () => {
    expect(run({ type: 'start' }, { type: 'exception' })).toEqual({
      isSpecialPartner: false,
      loading: false,
    });
  });
});
