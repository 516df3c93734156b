import { useEffect } from 'react';
import { useHref, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { announceRenderError } from './render-error';

/** errorElement of the root route: render and loading errors of any screen land here. */
export function RouteError({ homePath }: { homePath: string }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const homeHref = useHref(homePath);

  useEffect(() => {
    announceRenderError(error, location.pathname);
  }, [error, location.pathname]);

  // Navigating to the same place clears the router's error state and renders the screen anew.
  const retry = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true },
    );
  return <ErrorScreen error={error} onRetry={retry} homeHref={homeHref} />;
}
