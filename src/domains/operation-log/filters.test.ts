import { toRequest } from './filters';

describe('operation log filters', () => {
  it('sends only what is set, staff as a kind, with the time zone', () => {
    expect(toRequest({}, 480)).toEqual({ utcOffsetMinutes: 480 });
    expect(toRequest({ actor: 'STAFF', action: 'SIGN_IN' }, 0)).toEqual({
      action: 'SIGN_IN',
      actorKind: 'STAFF',
      utcOffsetMinutes: 0,
    });
    expect(toRequest({ actor: 'ops@gcash.demo', startDate: '2026-03-01', endDate: '2026-03-02' }, 0)).toEqual(
      {
        actor: 'ops@gcash.demo',
        startDate: '2026-03-01',
        endDate: '2026-03-02',
        utcOffsetMinutes: 0,
      },
    );
  });

  it('refuses a reversed range before asking the server', () => {
    expect(toRequest({ startDate: '2026-03-05', endDate: '2026-03-01' }, 0)).toBe('invalid');
  });
});
