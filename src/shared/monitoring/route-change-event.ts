import { ROUTE_CHANGE_CODE, STAFF_MONITOR_ID } from './monitor-event';
import type { MonitorEvent } from './monitor-event';

const STAFF_SEGMENT = /(^|\/)iboss(\/|$)/;

export const isStaffPath = (path: string): boolean => STAFF_SEGMENT.test(path);

/** MON-ROUTE: code 500 with the path and the user's email, or the staff marker in /iboss. */
export function routeChangeEvent(path: string, email: string): Omit<MonitorEvent, 'time'> {
  return {
    code: ROUTE_CHANGE_CODE,
    path,
    user: isStaffPath(path) ? { staff: STAFF_MONITOR_ID } : { email },
  };
}
