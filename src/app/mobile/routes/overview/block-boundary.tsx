import { Button } from 'antd-mobile';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { messages } from './messages';
import styles from './overview.module.css';

interface Props {
  name: string;
  title: string;
  children: ReactNode;
}

/** A block that throws while rendering shows its own error; the rest of the overview keeps working. */
export default class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[overview] block ${this.props.name} failed to render`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section data-block={this.props.name} data-state="error" role="alert" className={styles.problem}>
        <p className={styles.problemTitle}>{messages.loadFailed(this.props.title)}</p>
        <Button className={styles.touch} fill="outline" onClick={() => this.setState({ failed: false })}>
          {messages.retry}
        </Button>
      </section>
    );
  }
}
