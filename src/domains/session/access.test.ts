import { accessFor } from './access';

const two = [{ id: 'a' }, { id: 'b' }];

describe('accessFor', () => {
  it.each([
    [
      'a partner user',
      { user: { role: 'PARTNER' as const }, isAdmin: false, partners: [] },
      [false, false, false, false],
    ],
    [
      'an admin of one partner',
      { user: { role: 'ADMIN' as const }, isAdmin: true, partners: [two[0]] },
      [false, false, true, false],
    ],
    [
      'an admin of two partners',
      { user: { role: 'ADMIN' as const }, isAdmin: true, partners: two },
      [false, false, true, true],
    ],
    // isAdmin follows the admin call (ROLE-ADMIN): a failed call leaves an admin without the switch.
    [
      'an admin whose admin call failed',
      { user: { role: 'ADMIN' as const }, isAdmin: false, partners: two },
      [false, false, false, false],
    ],
    ['staff', { user: { role: 'STAFF' as const }, isAdmin: false, partners: [] }, [true, true, false, false]],
    ['nobody signed in', {}, [false, false, false, false]],
  ])('%s', (_, input, [staffOnly, canSeeStaffArea, canSeePartnerList, canSwitchPartner]) => {
    expect(accessFor(input)).toEqual({ staffOnly, canSeeStaffArea, canSeePartnerList, canSwitchPartner });
  });
});
