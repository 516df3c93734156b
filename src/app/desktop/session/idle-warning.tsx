import { lazy } from 'react';
import { createIdleWarning } from '@/app/session/idle-warning';

/** Desktop idle time-out warning; its dialog loads when the warning is due. */
export default createIdleWarning(
  'desktop',
  lazy(() => import(/* webpackChunkName: "desktop-idle-warning" */ './idle-dialog')),
);
