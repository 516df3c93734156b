import { Button, Card, Skeleton } from 'antd-mobile';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { BlockState } from '@/domains/config/block-state';
import { StillUnlessSeen } from '@/shared/motion/still-unless-seen';
import { messages } from './messages';
import styles from './overview.module.css';

export interface MobileBlockProps {
  name: string;
  title: string;
  state: BlockState;
  error?: Error;
  onRetry: () => void;
  emptyText: ReactNode;
  extra?: ReactNode;
  toolbar?: ReactNode;
  skeletonRows?: number;
  /** A loading shape of the content's own size, where lines of text would not match it. */
  skeleton?: ReactNode;
  children?: ReactNode;
}

/** One overview block on a phone: its own loading, empty, error-with-retry and data states. */
export default function MobileBlock({
  name,
  title,
  state,
  error,
  onRetry,
  emptyText,
  extra,
  toolbar,
  skeletonRows = 4,
  skeleton,
  children,
}: MobileBlockProps) {
  const headingId = useId();
  return (
    <section
      className={styles.block}
      data-block={name}
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
    >
      <Card
        title={
          <h2 id={headingId} className={styles.blockTitle}>
            {title}
          </h2>
        }
        extra={extra}
      >
        {toolbar}
        {state === 'loading' && (
          <StillUnlessSeen>
            {skeleton ?? <Skeleton.Paragraph lineCount={skeletonRows} animated />}
          </StillUnlessSeen>
        )}
        {state === 'error' && (
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{messages.loadFailed(title)}</p>
            {error?.message && <p className={styles.muted}>{error.message}</p>}
            <Button color="primary" fill="outline" className={styles.touch} onClick={onRetry}>
              {messages.retry}
            </Button>
          </div>
        )}
        {state === 'empty' && <p className={styles.empty}>{emptyText}</p>}
        {state === 'ready' && children}
      </Card>
    </section>
  );
}
