/**
 * Stands in for Badge.Ribbon, which antd's Badge module always carries (webpack.config.ts,
 * `antdOnDemand`). The portal shows count badges only (the bell); a ribbon still shows, with
 * what it wraps at once and its ribbon once the code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type RealRibbon from 'antd/es/badge/Ribbon';

const Ribbon = lazy(() => import(/* webpackChunkName: "antd-badge-ribbon" */ 'antd/es/badge/Ribbon'));

export default function BadgeRibbon(props: ComponentProps<typeof RealRibbon>) {
  return (
    <Suspense fallback={props.children}>
      <Ribbon {...props} />
    </Suspense>
  );
}
