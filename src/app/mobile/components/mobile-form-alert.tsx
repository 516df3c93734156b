import { NoticeBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ACCESSIBLE_COLORS } from '@/app/host/theme';

export type MobileAlertKind = 'error' | 'success' | 'warning';

/** A message about the whole form (or a notice), announced to screen readers when it is an error. */
export function MobileFormAlert({ kind, children }: { kind: MobileAlertKind; children: ReactNode }) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} style={{ marginBottom: 16 }}>
      <NoticeBar
        content={children}
        color={kind === 'success' ? 'info' : kind === 'error' ? 'error' : 'alert'}
        wrap
        style={
          kind === 'warning'
            ? { borderRadius: 8, '--text-color': ACCESSIBLE_COLORS.warning }
            : { borderRadius: 8 }
        }
      />
    </div>
  );
}
