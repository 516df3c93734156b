/**
 * Stands in for the virtual-scrolling table that antd's Table imports for its `virtual` prop
 * (webpack.config.ts, `antdOnDemand`). No table of the portal is virtual; one that is still
 * renders, once the code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type RealVirtualTable from 'antd/es/table/RcTable/VirtualTable';

const VirtualTable = lazy(
  () => import(/* webpackChunkName: "antd-virtual-table" */ 'antd/es/table/RcTable/VirtualTable'),
);

export default function LazyVirtualTable(props: ComponentProps<typeof RealVirtualTable>) {
  return (
    <Suspense fallback={null}>
      <VirtualTable {...props} />
    </Suspense>
  );
}
