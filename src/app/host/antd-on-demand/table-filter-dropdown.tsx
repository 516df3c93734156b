/**
 * Stands in for antd Table's column filter menu (webpack.config.ts, `antdOnDemand`). No table of
 * the portal filters by column, yet the import put Tree, Checkbox and the filter menu into every
 * page with a table (desktop /overview: about 45 KB minified). A column with filters still gets
 * its menu, once its code has loaded; until then its title shows alone.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type RealFilterDropdown from 'antd/es/table/hooks/useFilter/FilterDropdown';

type Props = ComponentProps<typeof RealFilterDropdown>;

const FilterDropdown = lazy(
  () => import(/* webpackChunkName: "antd-table-filter" */ 'antd/es/table/hooks/useFilter/FilterDropdown'),
);

/** Every value of a filter tree, depth first (the same as antd's own, which useFilter imports). */
export function flattenKeys(filters?: { value: unknown; children?: unknown[] }[]): unknown[] {
  const keys: unknown[] = [];
  for (const { value, children } of filters ?? []) {
    keys.push(value);
    if (children) keys.push(...flattenKeys(children as { value: unknown; children?: unknown[] }[]));
  }
  return keys;
}

export default function TableFilterDropdown(props: Props) {
  const title: ReactNode = (
    <div className={`${props.prefixCls}-column`}>
      <span className={`${props.tablePrefixCls}-column-title`}>{props.children}</span>
    </div>
  );
  return (
    <Suspense fallback={title}>
      <FilterDropdown {...props} />
    </Suspense>
  );
}
