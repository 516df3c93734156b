/** Spec 4: the staff area makes no user lookup; monitoring uses this fixed id instead of an email. */
export const STAFF_MONITORING_ID = 'iboss-internal-staff';

/** Who a route-change monitoring record names: the user's email, or the staff marker under /iboss. */
export function monitoringUser(pathname: string, email: string | null | undefined): string {
  if (pathname.includes('/iboss')) return STAFF_MONITORING_ID;
  return email ?? '';
}
