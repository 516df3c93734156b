import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { report } from '@/shared/monitoring/monitor';
import { useFocusMainHeading } from './focus-main';
import { routeChangeEvent } from '@/shared/monitoring/route-change-event';
import { storedUserEmail } from '@/shared/monitoring/stored-user-email';

/** MON-ROUTE: every route change is logged (code 500, path, email or the staff marker). */
function useRouteMonitor(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    report(routeChangeEvent(pathname, storedUserEmail()));
  }, [pathname]);
}

/** Root route element: app-wide effects, then the platform's tree. */
export function AppRoot() {
  useRouteMonitor();
  useFocusMainHeading();
  return <Outlet />;
}
