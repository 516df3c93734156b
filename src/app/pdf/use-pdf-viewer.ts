import { useCallback, useEffect, useState } from 'react';
import { useFileBytes } from '@/domains/document/hooks';
import type { FileRef } from '@/domains/document/pdf-file';
import { saveFile } from '@/domains/document/pdf-file';

export const MIN_SCALE = 0.5;
export const MAX_SCALE = 3;
const STEP = 0.25;

/** Viewer state both trees share: the file's bytes, page, zoom, and the download and print actions. */
export function usePdfViewer(file: FileRef) {
  const bytes = useFileBytes(file);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [renderedPage, setRenderedPage] = useState<number | null>(null);
  const [scale, setScale] = useState(1);
  const [renderError, setRenderError] = useState<Error | null>(null);
  const [printUrl, setPrintUrl] = useState<string | null>(null);

  useEffect(() => {
    setPageCount(null);
    setPageNumber(1);
    setRenderedPage(null);
    setRenderError(null);
  }, [file.fileUrl]);

  // The print frame's object URL lives exactly as long as the frame.
  useEffect(() => (printUrl ? () => URL.revokeObjectURL(printUrl) : undefined), [printUrl]);

  const goTo = useCallback(
    (page: number) => setPageNumber((current) => Math.min(Math.max(1, page), pageCount ?? current)),
    [pageCount],
  );

  return {
    bytes: bytes.data ?? null,
    loading: bytes.loading,
    error: bytes.error ?? renderError,
    retry: () => {
      setRenderError(null);
      bytes.refresh();
    },
    pageCount,
    pageNumber,
    renderedPage,
    scale,
    onLoad: (count: number) => setPageCount(count),
    onRendered: (page: number) => setRenderedPage(page),
    onError: (error: Error) => setRenderError(error),
    next: () => goTo(pageNumber + 1),
    previous: () => goTo(pageNumber - 1),
    goTo,
    zoomIn: () => setScale((s) => Math.min(MAX_SCALE, s + STEP)),
    zoomOut: () => setScale((s) => Math.max(MIN_SCALE, s - STEP)),
    resetZoom: () => setScale(1),
    /** Pinch zoom: any scale, kept within the limits. */
    setScale: (next: number) => setScale(Math.min(MAX_SCALE, Math.max(MIN_SCALE, next))),
    download: () => saveFile(file),
    /** Prints through a hidden frame inside the portal (no window outside it). */
    print: () => {
      if (!bytes.data) return;
      const blob = new Blob([bytes.data as BlobPart], { type: 'application/pdf' });
      setPrintUrl(URL.createObjectURL(blob));
    },
    printUrl,
    closePrint: () => setPrintUrl(null),
  };
}
