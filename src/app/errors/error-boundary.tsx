import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { announceRenderError } from './render-error';

interface Props {
  children: ReactNode;
  homeHref?: string;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence around the router: a recoverable screen, never a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    announceRenderError(error, window.location.pathname);
  }

  render() {
    if (this.state.failed) {
      return (
        <ErrorScreen
          error={this.state.error}
          homeHref={this.props.homeHref}
          onRetry={() => this.setState({ error: null, failed: false })}
        />
      );
    }
    return this.props.children;
  }
}
