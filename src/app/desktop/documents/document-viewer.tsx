import {
  DownloadOutlined,
  LeftOutlined,
  PrinterOutlined,
  RightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, Result, Skeleton, Space, Tooltip, Typography, theme } from 'antd';
import { useSize } from 'ahooks';
import { Suspense, useEffect, useRef } from 'react';
import type { FileRef } from '@/domains/document/pdf-file';
import { documentMessages as m } from '@/app/messages/documents';
import { messages as dm } from './messages';
import { LazyPdfPages } from '@/app/pdf/lazy-pdf-pages';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';
import { PrintFrame } from '@/app/pdf/print-frame';
import { MAX_SCALE, MIN_SCALE, usePdfViewer } from '@/app/pdf/use-pdf-viewer';
import styles from './documents.module.css';

export interface DocumentViewerProps {
  title: string;
  file: FileRef;
  /** Called once page 1 has been drawn: the document counts as opened. */
  onOpened?: () => void;
}

/** The PDF of a document inside the portal: pages, zoom, page count, download and print. */
export default function DocumentViewer({ title, file, onOpened }: DocumentViewerProps) {
  const { token } = theme.useToken();
  const frame = useRef<HTMLDivElement>(null);
  const size = useSize(frame);
  const viewer = usePdfViewer(file);
  // Fit to width: the page takes the whole frame but its slim padding (a wider padding drew the
  // page 410 px wide at 1024 px). Scale 1 is this fitted width, not the page's own size, so the
  // zoom reads "Fit width" and other scales as a share of it (never a "100%" that is not).
  const width = Math.max(280, Math.min((size?.width ?? 800) - token.paddingXS * 2, 900));
  const opened = useRef(false);

  useEffect(() => {
    if (viewer.renderedPage !== null && !opened.current) {
      opened.current = true;
      onOpened?.();
    }
  }, [viewer.renderedPage, onOpened]);

  const loading = (
    <Skeleton.Node active style={{ width, height: width * 1.3 }} aria-label={m.viewer.loading} />
  );
  const state = viewer.error ? 'error' : viewer.renderedPage === viewer.pageNumber ? 'ready' : 'loading';

  return (
    <section
      aria-label={title}
      data-block="document-viewer"
      data-state={state}
      data-page={viewer.pageNumber}
      data-rendered-page={viewer.renderedPage ?? undefined}
      data-page-count={viewer.pageCount ?? undefined}
    >
      <Flex wrap gap="small" align="center" justify="space-between" className={styles.toolbar}>
        <Space wrap>
          <Tooltip title={m.viewer.previous}>
            <Button
              icon={<LeftOutlined />}
              aria-label={m.viewer.previous}
              disabled={viewer.pageNumber <= 1 || !!viewer.error}
              onClick={viewer.previous}
            />
          </Tooltip>
          <Typography.Text aria-live="polite" data-testid="page-indicator">
            {m.viewer.pageOf(viewer.pageNumber, viewer.pageCount)}
          </Typography.Text>
          <Tooltip title={m.viewer.next}>
            <Button
              icon={<RightOutlined />}
              aria-label={m.viewer.next}
              disabled={!viewer.pageCount || viewer.pageNumber >= viewer.pageCount || !!viewer.error}
              onClick={viewer.next}
            />
          </Tooltip>
        </Space>
        <Space wrap>
          <Tooltip title={m.viewer.zoomOut}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={m.viewer.zoomOut}
              disabled={viewer.scale <= MIN_SCALE}
              onClick={viewer.zoomOut}
            />
          </Tooltip>
          <Tooltip title={dm.fitWidthHint}>
            <Button type="text" onClick={viewer.resetZoom}>
              {dm.zoomOfFit(viewer.scale)}
            </Button>
          </Tooltip>
          <Tooltip title={m.viewer.zoomIn}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={m.viewer.zoomIn}
              disabled={viewer.scale >= MAX_SCALE}
              onClick={viewer.zoomIn}
            />
          </Tooltip>
          <Button
            icon={<DownloadOutlined />}
            onPointerEnter={preloadMessage}
            onFocus={preloadMessage}
            onClick={() =>
              viewer
                .download()
                .catch((error: Error) => showMessage('error', error.message, 'document-download'))
            }
          >
            {m.viewer.download}
          </Button>
          <Button icon={<PrinterOutlined />} disabled={!viewer.bytes} onClick={viewer.print}>
            {m.viewer.print}
          </Button>
        </Space>
      </Flex>
      <div
        ref={frame}
        // Scrollable when zoomed: keyboard users scroll it once it has focus.
        tabIndex={0}
        role="group"
        aria-label={m.viewer.pageImage(title, viewer.pageNumber)}
        className={viewer.scale > 1 ? `${styles.frame} ${styles.zoomed}` : styles.frame}
      >
        {viewer.error ? (
          <Result
            status="warning"
            title={m.viewer.failed}
            subTitle={viewer.error.message}
            extra={<Button onClick={viewer.retry}>{m.retry}</Button>}
          />
        ) : viewer.bytes ? (
          <div
            role="img"
            aria-label={m.viewer.pageImage(title, viewer.pageNumber)}
            // Until the page has drawn, hold the placeholder's box: pdf.js first inserts a canvas at
            // the browser's default 300 by 150 and sizes it a moment later, and the page jumped
            // from the placeholder's width to that and back (CLS 0.057 on /newsletter).
            className={styles.page}
            style={state === 'loading' ? { minWidth: width, minHeight: width * 1.3 } : undefined}
          >
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
      <PrintFrame url={viewer.printUrl} title={m.viewer.printFrame} onDone={viewer.closePrint} />
    </section>
  );
}
