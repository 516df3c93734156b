import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BlockState } from '@/domains/config/block-state';
import { StillUnlessSeen } from '@/shared/motion/still-unless-seen';
import { messages } from './messages';
import styles from './overview.module.css';

export interface BlockCardProps {
  /** Written to `data-block`; the bench and e2e wait for `data-state="ready"`. */
  name: string;
  title: string;
  state: BlockState;
  error?: Error;
  onRetry: () => void;
  emptyText: ReactNode;
  /** Controls in the card header (month picker, filters); they stay usable in every state. */
  extra?: ReactNode;
  /** Controls above the content (search, filters); shown in every state. */
  toolbar?: ReactNode;
  skeletonRows?: number;
  /** Stands for the content while it loads, shaped like it (default: `skeletonRows` grey lines). */
  placeholder?: ReactNode;
  children?: ReactNode;
}

/** One overview block: loads, fails and retries on its own, so one failing call never blanks the page. */
export default function BlockCard({
  name,
  title,
  state,
  error,
  onRetry,
  emptyText,
  extra,
  toolbar,
  skeletonRows = 4,
  placeholder,
  children,
}: BlockCardProps) {
  const headingId = useId();
  return (
    <section
      data-block={name}
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
      className={styles.block}
    >
      <Card
        title={
          <h2 id={headingId} className={styles.blockHeading}>
            {title}
          </h2>
        }
        extra={extra}
        className={styles.block}
      >
        {toolbar}
        {state === 'loading' && (
          <StillUnlessSeen>
            {placeholder ?? <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />}
          </StillUnlessSeen>
        )}
        {state === 'error' && (
          <Alert
            type="error"
            showIcon
            title={messages.loadFailed(title)}
            description={error?.message}
            action={
              <Button size="small" onClick={onRetry}>
                {messages.retry}
              </Button>
            }
          />
        )}
        {state === 'empty' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
        {state === 'ready' && children}
      </Card>
    </section>
  );
}
