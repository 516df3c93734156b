import { Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Platform } from '@/shared/device/device';
import { useIdleWarning } from './use-idle-warning';
import type { IdleWarningState } from './use-idle-warning';

/**
 * The idle time-out warning of one tree: watches the session and opens the tree's countdown dialog
 * when it is due. The dialog is lazy (each tree passes its own import, with its chunk name): its
 * code loads when the warning is due (the server has just answered, so it is reachable), not with
 * the first screen, because it is kit code (a modal or popup) no first screen needs (docs/quality-gates.md).
 */
export function createIdleWarning(
  platform: Platform,
  IdleDialog: LazyExoticComponent<ComponentType<IdleWarningState>>,
): ComponentType {
  return function IdleWarning() {
    const state = useIdleWarning(platform);
    // Once opened, the dialog stays mounted so it can close with its animation.
    const [opened, setOpened] = useState(false);
    if (state.secondsLeft !== null && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <IdleDialog {...state} />
      </Suspense>
    );
  };
}
