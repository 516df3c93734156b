/**
 * Stands in for the copy button antd's Typography imports for `copyable` text (webpack.config.ts,
 * `antdOnDemand`). No text of the portal is copyable; copyable text still gets its button, once
 * the code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import type RealCopyButton from 'antd/es/typography/Base/CopyBtn';

const CopyButton = lazy(
  () => import(/* webpackChunkName: "antd-typography-copy" */ 'antd/es/typography/Base/CopyBtn'),
);

export default function TypographyCopyButton(props: ComponentProps<typeof RealCopyButton>) {
  return (
    <Suspense fallback={null}>
      <CopyButton {...props} />
    </Suspense>
  );
}
