import { lazy, Suspense, useState } from 'react';
import { useIdleWarning } from '@/app/session/use-idle-warning';

// The dialog's code loads when the warning is due (the server has just answered, so it is
// reachable), not with the first screen: it is kit code (CenterPopup) no first screen needs (README
// "Quality gates").
const IdleDialog = lazy(() => import(/* webpackChunkName: "mobile-idle-warning" */ './idle-dialog'));

/** Mobile idle time-out warning: watches the session and opens the countdown dialog when it is due. */
export default function IdleWarning() {
  const state = useIdleWarning('mobile');
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [opened, setOpened] = useState(false);
  if (state.secondsLeft !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog {...state} />
    </Suspense>
  );
}
