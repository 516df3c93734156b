import { lazy } from 'react';
import { createIdleWarning } from '@/app/session/idle-warning';

/** Mobile idle time-out warning; its dialog loads when the warning is due. */
export default createIdleWarning(
  'mobile',
  lazy(() => import(/* webpackChunkName: "mobile-idle-warning" */ './idle-dialog')),
);
