import { Component, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { announceRenderError } from './render-error';

/** What the root route shows instead of a screen that failed to render or to load. */
function RouteError({ error, homePath }: { error: unknown; homePath: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const homeHref = useHref(homePath);

  useEffect(() => {
    announceRenderError(error, location.pathname);
  }, [error, location.pathname]);

  // Navigating to the same place is a new location, which clears the error and renders the screen anew.
  const retry = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true },
    );
  return <ErrorScreen error={error} onRetry={retry} homeHref={homeHref} />;
}

interface BoundaryProps {
  location: Location;
  homePath: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // Any navigation (a menu link, back, retry) leaves the failed screen and renders the new one.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location
      ? null
      : { error: null, failed: false, location: props.location };
  }

  render() {
    if (this.state.failed) return <RouteError error={this.state.error} homePath={this.props.homePath} />;
    return this.props.children;
  }
}

/**
 * Around the root route: render and loading errors of any screen land here, inside the router,
 * as a data router's errorElement would show them (the app uses the declarative router, whose
 * code is about 14 KiB smaller on the wire; src/create-app.tsx).
 */
export function RouteErrorBoundary({ homePath, children }: { homePath: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary location={location} homePath={homePath}>
      {children}
    </Boundary>
  );
}
