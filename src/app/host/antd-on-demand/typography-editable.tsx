/**
 * Stands in for the text box antd's Typography imports for `editable` text (webpack.config.ts,
 * `antdOnDemand`). No text of the portal is editable; editable text still gets its box, once the
 * code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type RealEditable from 'antd/es/typography/Editable';

const Editable = lazy(
  () => import(/* webpackChunkName: "antd-typography-edit" */ 'antd/es/typography/Editable'),
);

export default function TypographyEditable(props: ComponentProps<typeof RealEditable>) {
  return (
    <Suspense fallback={props.value}>
      <Editable {...props} />
    </Suspense>
  );
}
