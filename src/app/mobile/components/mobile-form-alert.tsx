import { NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './form-fields.module.css';

export type MobileAlertKind = 'error' | 'success' | 'warning';

/** A message about the whole form (or a notice), announced to screen readers when it is an error. */
export function MobileFormAlert({ kind, children }: { kind: MobileAlertKind; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={kind === 'warning' ? `${styles.alert} ${styles.warning}` : styles.alert}
    >
      <NoticeBar
        content={children}
        color={kind === 'success' ? 'info' : kind === 'error' ? 'error' : 'alert'}
        wrap
        className={styles.notice}
      />
    </div>
  );
}
