/**
 * Stands in for the Tabs that antd's Card imports for its `tabList` (webpack.config.ts,
 * `antdOnDemand`). No card of the portal has tabs, yet the import put the whole Tabs component into
 * every page with a card (desktop /overview: about 35 KB minified). A card with tabs still shows
 * them, once their code has loaded.
 */
import { lazy, Suspense } from 'react';
import type { TabsProps } from 'antd';

const Tabs = lazy(() => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs'));

export default function CardTabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
