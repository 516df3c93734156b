import { Alert, Button } from 'antd';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { messages } from './messages';

interface Props {
  name: string;
  title: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** A block that throws while rendering shows its own error; the rest of the overview keeps working. */
export default class BlockBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[overview] block ${this.props.name} failed to render`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section data-block={this.props.name} data-state="error">
        <Alert
          type="error"
          showIcon
          title={messages.loadFailed(this.props.title)}
          action={
            <Button size="small" onClick={() => this.setState({ failed: false })}>
              {messages.retry}
            </Button>
          }
        />
      </section>
    );
  }
}
