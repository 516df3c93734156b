import { DotLoading } from 'antd-mobile';
import { shellMessages } from '@/app/messages/app';
import styles from './mobile-layout.module.css';

export function MobilePageLoading() {
  return (
    <div role="status" aria-label={shellMessages.loading} className={styles.loading}>
      <DotLoading color="primary" />
    </div>
  );
}
