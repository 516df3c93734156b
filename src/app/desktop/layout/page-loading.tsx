import { Spin } from 'antd';
import { shellMessages } from '@/app/messages/app';
import styles from './layout.module.css';

export function PageLoading() {
  return (
    <div role="status" className={styles.loading}>
      <Spin aria-label={shellMessages.loading} />
    </div>
  );
}
