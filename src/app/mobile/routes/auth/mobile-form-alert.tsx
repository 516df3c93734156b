import { NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';

/** A message about the whole form (or a notice), announced to screen readers when it is an error. */
export function MobileFormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} style={{ marginBottom: 16 }}>
      <NoticeBar
        content={children}
        color={kind === 'error' ? 'error' : 'info'}
        wrap
        style={{ borderRadius: 8 }}
      />
    </div>
  );
}
