import { Button, Skeleton } from 'antd-mobile';
import { DownlandOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useSize } from 'ahooks';
import { Suspense, useEffect, useRef } from 'react';
import type { FileRef } from '@/domains/document/pdf-file';
import { loadFileBytes } from '@/domains/document/pdf-file';
import { documentMessages as m } from '@/app/messages/documents';
import { usePopupContainer } from '@/app/host/mount-context';
import { LazyPdfPages } from '@/app/pdf/lazy-pdf-pages';
import { MAX_SCALE, MIN_SCALE, usePdfViewer } from '@/app/pdf/use-pdf-viewer';
import styles from './documents.module.css';
import { showToast } from '@/app/mobile/components/mobile-toast';

/** Shares the PDF as a file where the phone can (share sheet), else downloads it. */
async function shareOrSave(file: FileRef, save: () => Promise<void>) {
  const bytes = await loadFileBytes(file);
  const shared = new File([bytes as BlobPart], file.fileName, { type: file.fileContentType });
  if (navigator.canShare?.({ files: [shared] })) {
    await navigator.share({ files: [shared], title: file.fileName });
    return;
  }
  await save();
}

/** The PDF on a phone: fits the width, pinch or buttons to zoom, page by page, download and share. */
export default function MobileDocumentViewer({
  title,
  file,
  onOpened,
}: {
  title: string;
  file: FileRef;
  onOpened?: () => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const size = useSize(stage);
  const viewer = usePdfViewer(file);
  const getContainer = usePopupContainer();
  const width = Math.max(240, (size?.width ?? 320) - 16);
  const opened = useRef(false);
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  useEffect(() => {
    if (viewer.renderedPage !== null && !opened.current) {
      opened.current = true;
      onOpened?.();
    }
  }, [viewer.renderedPage, onOpened]);

  const fail = (error: unknown) => {
    // The user closed the share sheet: nothing to report.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    showToast({
      content: error instanceof Error ? error.message : m.viewer.failed,
      icon: 'fail',
      getContainer,
    });
  };
  const distance = (touches: React.TouchList) =>
    Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
  // As wide as the page will be drawn, so the sheet around it does not move when the page replaces it.
  const loading = <Skeleton animated className={styles.placeholder} style={{ width }} />;
  const state = viewer.error ? 'error' : viewer.renderedPage === viewer.pageNumber ? 'ready' : 'loading';

  return (
    <section
      aria-label={title}
      className={styles.page}
      data-block="document-viewer"
      data-state={state}
      data-page={viewer.pageNumber}
      data-rendered-page={viewer.renderedPage ?? undefined}
      data-page-count={viewer.pageCount ?? undefined}
    >
      <div className={styles.toolbar}>
        <Button
          className={styles.iconButton}
          aria-label={m.viewer.previous}
          disabled={viewer.pageNumber <= 1 || !!viewer.error}
          onClick={viewer.previous}
        >
          <LeftOutline />
        </Button>
        <span aria-live="polite" data-testid="page-indicator">
          {m.viewer.pageOf(viewer.pageNumber, viewer.pageCount)}
        </span>
        <Button
          className={styles.iconButton}
          aria-label={m.viewer.next}
          disabled={!viewer.pageCount || viewer.pageNumber >= viewer.pageCount || !!viewer.error}
          onClick={viewer.next}
        >
          <RightOutline />
        </Button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        tabIndex={0}
        role="group"
        aria-label={m.viewer.pageImage(title, viewer.pageNumber)}
        onTouchStart={(event) => {
          if (event.touches.length === 2)
            pinch.current = { distance: distance(event.touches), scale: viewer.scale };
        }}
        onTouchMove={(event) => {
          if (event.touches.length === 2 && pinch.current)
            viewer.setScale((pinch.current.scale * distance(event.touches)) / pinch.current.distance);
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        {viewer.error ? (
          <div role="alert" className={styles.problem}>
            <p className={styles.problemTitle}>{m.viewer.failed}</p>
            <p className={styles.muted}>{viewer.error.message}</p>
            <Button color="primary" fill="outline" className={styles.touch} onClick={viewer.retry}>
              {m.retry}
            </Button>
          </div>
        ) : viewer.bytes ? (
          <div role="img" aria-label={m.viewer.pageImage(title, viewer.pageNumber)} className={styles.sheet}>
            <Suspense fallback={loading}>
              <LazyPdfPages
                data={viewer.bytes}
                pageNumber={viewer.pageNumber}
                width={width}
                scale={viewer.scale}
                onLoad={viewer.onLoad}
                onRendered={viewer.onRendered}
                onError={viewer.onError}
                loading={loading}
              />
            </Suspense>
          </div>
        ) : (
          loading
        )}
      </div>
      <div className={styles.toolbar}>
        <Button
          className={styles.iconButton}
          aria-label={m.viewer.zoomOut}
          disabled={viewer.scale <= MIN_SCALE}
          onClick={viewer.zoomOut}
        >
          −
        </Button>
        <Button
          className={styles.touch}
          fill="none"
          aria-label={m.viewer.resetZoom}
          onClick={viewer.resetZoom}
        >
          {m.viewer.zoom(viewer.scale)}
        </Button>
        <Button
          className={styles.iconButton}
          aria-label={m.viewer.zoomIn}
          disabled={viewer.scale >= MAX_SCALE}
          onClick={viewer.zoomIn}
        >
          +
        </Button>
        <Button className={styles.touch} color="primary" onClick={() => viewer.download().catch(fail)}>
          <DownlandOutline /> {m.viewer.download}
        </Button>
        <Button className={styles.touch} onClick={() => shareOrSave(file, viewer.download).catch(fail)}>
          {m.viewer.share}
        </Button>
      </div>
    </section>
  );
}
