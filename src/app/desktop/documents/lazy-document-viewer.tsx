import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DocumentViewerProps } from './document-viewer';
import { withCatalogs } from '@/shared/i18n';

// The viewer (toolbar, zoom, print, and pdf.js behind it) is fetched when a document is first
// opened, so a screen that lists documents carries none of it in its first load
// (docs/benchmarks.md, "bench:documents"). The staff area's version dialog shares this chunk.
const DocumentViewer = lazy(
  withCatalogs(() => import(/* webpackChunkName: "document-viewer" */ './document-viewer')),
);

/** DocumentViewer, loaded with the first document opened. */
export default function LazyDocumentViewer(props: DocumentViewerProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <DocumentViewer {...props} />
    </Suspense>
  );
}
