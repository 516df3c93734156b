import { DotLoading } from 'antd-mobile';
import { shellMessages } from '@/app/messages/app';
import { useBootOutlineHold } from '@/app/host/boot-skeleton';
import styles from './mobile-layout.module.css';

export function MobilePageLoading() {
  // The page's outline stands for it while it is up (boot-skeleton.tsx).
  if (useBootOutlineHold()) return null;
  return (
    <div role="status" aria-label={shellMessages.loading} className={styles.loading}>
      <DotLoading color="primary" />
    </div>
  );
}
