import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { withCatalogs } from '@/shared/i18n';

// The phone's viewer (and pdf.js behind it) is fetched when a document is first opened, so the
// list of issues carries none of it in its first load (docs/benchmarks.md, "bench:documents").
const MobileDocumentViewer = lazy(
  withCatalogs(() => import(/* webpackChunkName: "mobile-document-viewer" */ './mobile-document-viewer')),
);

/** MobileDocumentViewer, loaded with the first document opened. */
export default function LazyMobileDocumentViewer(props: ComponentProps<typeof MobileDocumentViewer>) {
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={8} animated />}>
      <MobileDocumentViewer {...props} />
    </Suspense>
  );
}
