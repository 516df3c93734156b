/**
 * Stands in for the Checkbox that antd Table imports for row selection (webpack.config.ts,
 * `antdOnDemand`). No table of the portal selects rows; one that does still shows its checkboxes,
 * once their code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { CheckboxProps } from 'antd';

const Checkbox = lazy(() => import(/* webpackChunkName: "antd-checkbox" */ 'antd/es/checkbox'));

export default function TableCheckbox(props: CheckboxProps) {
  return (
    <Suspense fallback={null}>
      <Checkbox {...props} />
    </Suspense>
  );
}
