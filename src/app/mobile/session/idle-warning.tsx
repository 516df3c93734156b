import { lazy } from 'react';
import { createIdleWarning } from '@/app/session/idle-warning';
import { withCatalogs } from '@/shared/i18n';

/** Mobile idle time-out warning; its dialog loads when the warning is due. */
export default createIdleWarning(
  'mobile',
  lazy(withCatalogs(() => import(/* webpackChunkName: "mobile-idle-warning" */ './idle-dialog'))),
);
