import { ROUTE_CHANGE_CODE, STAFF_MONITOR_ID } from './monitor-event';
import { isStaffPath, routeChangeEvent } from './route-change-event';

describe('routeChangeEvent', () => {
  it.each([
    ['/overview', 'a@b.co', { email: 'a@b.co' }],
    ['/mobile/contracts', 'a@b.co', { email: 'a@b.co' }],
    ['/overview', '', { email: '' }],
    ['/iboss', 'a@b.co', { staff: STAFF_MONITOR_ID }],
    ['/iboss/user', 'a@b.co', { staff: STAFF_MONITOR_ID }],
    ['/ibossy', 'a@b.co', { email: 'a@b.co' }],
  ])('%s logs code 500 with %j', (path, email, user) => {
    expect(routeChangeEvent(path, email)).toEqual({ code: ROUTE_CHANGE_CODE, path, user });
  });

  it('marks only whole /iboss segments as staff', () => {
    expect(isStaffPath('/iboss/df/detail')).toBe(true);
    expect(isStaffPath('/overview/iboss-news')).toBe(false);
  });
});
