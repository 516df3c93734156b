import { Fragment, useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { accessFor } from '@/domains/session/access';
import { useSession } from '@/domains/session/session-context';
import { NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { readSessionToken } from '@/shared/request/session-token';
import { readUserInfo } from '@/shared/storage/user-info-storage';
import { ResultCode } from '@contract/shared/result-codes';
import { ErrorScreen } from '@/app/errors/error-screen';
import { paths } from '@/app/routing/paths';
import { loginHref } from './login-redirect';
import { ServiceUnavailable } from './service-unavailable';
import { sessionMessages } from './messages';
import { BeforeLayout } from '@/app/host/boot-skeleton';

interface RequireSessionProps {
  children: ReactNode;
  area: 'partner' | 'staff';
}

const checkingStyle: CSSProperties = {
  minHeight: '40vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  opacity: 0.7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** While the session is checked; the page's outline stands for it while it is up (boot-skeleton.tsx). */
function SessionChecking() {
  return (
    <BeforeLayout>
      <div role="status" aria-live="polite" style={checkingStyle}>
        {sessionMessages.checking}
      </div>
    </BeforeLayout>
  );
}

/**
 * Guards the routes that need a session: a signed-out visitor goes to login and comes back after.
 * Partner area: the current-user call decides. Staff area (/iboss): no user lookup (ROUTE-STAFF); the
 * session cookie and the role remembered at sign-in decide, and the server checks every call.
 */
export function RequireSession({ children, area }: RequireSessionProps) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  if (area === 'staff') return <StaffGate returnTo={returnTo}>{children}</StaffGate>;
  return (
    <PartnerGate returnTo={returnTo} mobile={location.pathname.startsWith('/mobile')}>
      {children}
    </PartnerGate>
  );
}

function StaffGate({ children, returnTo }: { children: ReactNode; returnTo: string }) {
  const role = readUserInfo()?.role;
  if (!readSessionToken() || !role) return <Navigate to={loginHref('desktop', returnTo)} replace />;
  if (!accessFor({ user: { role } }).canSeeStaffArea) return <Navigate to={paths.noAuthority} replace />;
  return <>{children}</>;
}

function PartnerGate({
  children,
  returnTo,
  mobile,
}: {
  children: ReactNode;
  returnTo: string;
  mobile: boolean;
}) {
  const session = useSession();
  const { checked, loading, isLogin, failureCode, generation, load, isLeaving, hasEnded } = session;
  // A sign-out navigates away first, but a lazy next page keeps these screens on show (React
  // transition) while the session is forgotten: the screens being left must not redirect again.
  const leavingAtMount = useRef(isLeaving());

  useEffect(() => {
    if (!checked && !loading) void load();
  }, [checked, loading, load]);

  if (!checked) return <SessionChecking />;
  if (!isLogin) {
    if (isLeaving() && !leavingAtMount.current) return null;
    // An outage is not a sign-out: the session stays and the check repeats until it passes.
    if (failureCode === ResultCode.SERVICE_UNAVAILABLE) return <ServiceUnavailable retry={load} />;
    if (failureCode === NETWORK_ERROR_CODE) {
      return <ErrorScreen error={new Error(failureCode)} onRetry={() => void load()} />;
    }
    // A stored token the server refused means the session ended (expired or revoked), not a visitor.
    // The request client's handler may have forgotten that token already (session.ended says it).
    const notice =
      session.ended || hasEnded() || (failureCode === ResultCode.SESSION_TIMEOUT && readSessionToken())
        ? 'session-expired'
        : undefined;
    return <Navigate to={loginHref(mobile ? 'mobile' : 'desktop', returnTo, notice)} replace />;
  }
  if (accessFor(session).staffOnly) return <Navigate to={paths.iboss.configuration} replace />;
  // A partner switch bumps the generation: the whole area remounts and loads the new partner's data.
  return <Fragment key={generation}>{children}</Fragment>;
}
