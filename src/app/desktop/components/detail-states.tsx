import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface DetailStatesProps {
  state: 'loading' | 'empty' | 'error' | 'ready';
  error?: { message: string } | null;
  onRetry: () => void;
  notFound: ReactNode;
  messages: { loadFailed: string; retry: string };
}

/** Loading, not-found and failed states of a detail page (event and carousel detail share them). */
export default function DetailStates({ state, error, onRetry, notFound, messages }: DetailStatesProps) {
  if (state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (state === 'empty') return notFound;
  if (state === 'error') {
    return (
      <Result
        status="warning"
        title={messages.loadFailed}
        subTitle={error?.message}
        extra={<Button onClick={onRetry}>{messages.retry}</Button>}
      />
    );
  }
  return null;
}
