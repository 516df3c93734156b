import { lazyPage } from '@/app/routing/lazy-page';

/** pdf.js and react-pdf in their own chunk, fetched the first time a document is opened. */
export const LazyPdfPages = lazyPage(
  () => import(/* webpackChunkName: "pdf-viewer" */ './pdf-pages'),
  'pdf-viewer',
);
