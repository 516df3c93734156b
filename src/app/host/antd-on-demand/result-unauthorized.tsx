/**
 * Stands in for antd Result's 403 illustration (about 10 KB minified), which antd's Result module
 * always carries with the other two (webpack.config.ts, `antdOnDemand`): every list screen imports
 * Result for its rare error states. The illustration loads when a 403 result shows; its box
 * keeps its size meanwhile (antd's `.ant-result-image` has a fixed height).
 */
import { lazy, Suspense } from 'react';

const Illustration = lazy(
  () => import(/* webpackChunkName: "antd-result-illustrations" */ 'antd/es/result/unauthorized'),
);

export default function ResultIllustration() {
  return (
    <Suspense fallback={null}>
      <Illustration />
    </Suspense>
  );
}
