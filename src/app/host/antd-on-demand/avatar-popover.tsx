/**
 * Stands in for the Popover that antd's Avatar.Group imports for its overflow count
 * (webpack.config.ts, `antdOnDemand`). The portal shows single avatars only (the user menu); a
 * group's overflow popover still shows, once its code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { PopoverProps } from 'antd';

const Popover = lazy(() => import(/* webpackChunkName: "antd-popover" */ 'antd/es/popover'));

export default function AvatarPopover(props: PopoverProps) {
  return (
    <Suspense fallback={props.children}>
      <Popover {...props} />
    </Suspense>
  );
}
