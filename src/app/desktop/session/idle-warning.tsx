import { lazy } from 'react';
import { createIdleWarning } from '@/app/session/idle-warning';
import { withCatalogs } from '@/shared/i18n';

/** Desktop idle time-out warning; its dialog loads when the warning is due. */
export default createIdleWarning(
  'desktop',
  lazy(withCatalogs(() => import(/* webpackChunkName: "desktop-idle-warning" */ './idle-dialog'))),
);
