import { useMemo } from 'react';
import { Document, Page, PasswordResponses, pdfjs } from 'react-pdf';
import { documentMessages as m } from '@/app/messages/documents';

// The worker is a file of our own build (webpack emits it beside the chunks), never a CDN. When
// the portal is embedded on another origin, pdf.js wraps the cross-origin URL itself.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** A protected PDF asks for its password in the portal's language (react-pdf's own prompt is English). */
function askPassword(callback: (password: string | null) => void, reason: number) {
  callback(
    window.prompt(
      reason === PasswordResponses.INCORRECT_PASSWORD ? m.viewer.passwordWrong : m.viewer.passwordNeeded,
    ),
  );
}

export interface PdfPagesProps {
  /** The PDF's bytes; copied before pdf.js takes them, so the session cache keeps its own. */
  data: Uint8Array;
  pageNumber: number;
  /** CSS pixels of the page at scale 1. */
  width: number;
  scale: number;
  onRendered: (pageNumber: number) => void;
  onLoad: (pageCount: number) => void;
  onError: (error: Error) => void;
  loading: React.ReactNode;
}

/**
 * One page of a PDF on a canvas (pdf.js through react-pdf). Kit-free, in its own chunk: both trees
 * load it only when a document is opened. Unmounting destroys the pdf.js document and its worker.
 */
export default function PdfPages({
  data,
  pageNumber,
  width,
  scale,
  onRendered,
  onLoad,
  onError,
  loading,
}: PdfPagesProps) {
  const file = useMemo(() => ({ data: data.slice() }), [data]);
  return (
    <Document
      file={file}
      onLoadSuccess={(pdf) => onLoad(pdf.numPages)}
      onLoadError={onError}
      onSourceError={onError}
      onPassword={askPassword}
      loading={loading}
      // No text of react-pdf's own (English): a failure shows the viewer's, in the portal's language.
      error={null}
      noData={null}
    >
      <Page
        pageNumber={pageNumber}
        width={width}
        scale={scale}
        renderTextLayer={false}
        renderAnnotationLayer={false}
        loading={loading}
        error={null}
        noData={null}
        onLoadError={onError}
        onRenderError={onError}
        onRenderSuccess={() => onRendered(pageNumber)}
      />
    </Document>
  );
}
