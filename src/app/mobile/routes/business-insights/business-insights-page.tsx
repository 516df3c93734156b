import { Button, ErrorBlock, Selector, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DocumentSummary } from '@contract/document/schemas';
import type { InsightTypeName } from '@contract/document/constants';
import { useInsightPage, useReadReceipt } from '@/domains/document/hooks';
import { formatPeriod } from '@/domains/document/period';
import { formatDate } from '@/shared/format/date';
import { isNoAuthority } from '@/domains/document/no-authority';
import { documentMessages as m } from '@/app/messages/documents';
import { shellMessages } from '@/app/messages/app';
import { MobileProblem } from '@/app/mobile/documents/contract-card-parts';
import styles from '@/app/mobile/documents/documents.module.css';
import MobileDocumentViewer from '@/app/mobile/documents/lazy-mobile-document-viewer';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import { OfflineBanner, OfflineWhy } from '@/app/mobile/components/offline-banner';
import { useOfflineFigures } from '@/shared/offline/read-stamps';
import { offlineMessages } from '@/app/messages/offline';

const OFFLINE_WHY = 'insights-offline-why';

/** Every issue of a year fits one call; the year filter keeps the list short. */
const ALL = 100;

/** /mobile/business-insights/:type: Newsletter or QBR documents by period; tap one to read it. */
export default function BusinessInsightsPage() {
  const type = useParams().type === 'QBR' ? 'QBR' : 'Newsletter';
  // Keyed like the desktop page: another type starts afresh, without the last type's year or issue.
  return <InsightList key={type} type={type} />;
}

function InsightList({ type }: { type: InsightTypeName }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const [selected, setSelected] = useState<DocumentSummary | null>(null);
  const { data, error, refresh, mutate } = useInsightPage(type, year, 1, ALL);
  const markRead = useReadReceipt((documentId) =>
    mutate((previous) =>
      previous
        ? {
            ...previous,
            documentList: previous.documentList.map((d) =>
              d.documentId === documentId ? { ...d, isNew: false, readVersion: d.version } : d,
            ),
          }
        : previous,
    ),
  );
  // Offline, the kept list with its time; a document and another year need the server (docs/offline.md).
  const offline = useOfflineFigures('insights', refresh);
  const describedBy = offline.offline ? OFFLINE_WHY : undefined;
  const list = data?.documentList ?? [];
  const state = error && !data ? 'error' : !data ? 'loading' : list.length === 0 ? 'empty' : 'ready';

  return (
    <section
      className={styles.page}
      aria-labelledby="insights-title"
      data-block="insights"
      data-type={type}
      data-state={state}
    >
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="insights-title" className={hidden.visuallyHidden}>
        {shellMessages.insightTitles[type]}
      </h1>
      <OfflineBanner figures={offline} />
      {offline.offline && data && <OfflineWhy id={OFFLINE_WHY} text={offlineMessages.insights} />}
      {data && data.years.length > 1 && (
        <Selector<number>
          className={styles.yearSelector}
          aria-label={m.filters.year}
          aria-describedby={describedBy}
          disabled={offline.offline}
          columns={Math.min(4, data.years.length + 1)}
          value={[year ?? 0]}
          onChange={([value]) => {
            setYear(value || undefined);
            setSelected(null);
          }}
          options={[
            { value: 0, label: m.filters.allYears },
            ...data.years.map((y) => ({ value: y, label: String(y) })),
          ]}
        />
      )}
      {selected && (
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{selected.title}</h2>
          <MobileDocumentViewer
            key={selected.file.fileUrl}
            title={selected.title}
            file={selected.file}
            onOpened={() => markRead(selected)}
          />
        </div>
      )}
      {state === 'loading' && <Skeleton.Paragraph lineCount={8} animated />}
      {state === 'error' && isNoAuthority(error) && <MobileProblem title={m.noAuthority} />}
      {state === 'error' && !isNoAuthority(error) && (
        <MobileProblem
          title={m.loadFailed}
          text={error?.message}
          action={
            <Button color="primary" fill="outline" className={styles.touch} onClick={refresh}>
              {m.retry}
            </Button>
          }
        />
      )}
      {state === 'empty' && <ErrorBlock status="empty" title={m.empty.insights} description="" />}
      {state === 'ready' && (
        <ul className={styles.cards}>
          {list.map((doc) => (
            <li key={doc.documentId}>
              <button
                type="button"
                className={styles.card}
                data-document-id={doc.documentId}
                aria-current={doc.documentId === selected?.documentId ? 'true' : undefined}
                disabled={offline.offline}
                aria-describedby={describedBy}
                onClick={() => {
                  setSelected(doc);
                  window.scrollTo({ top: 0 });
                }}
              >
                <span className={styles.row}>
                  <span className={styles.cardTitle}>{formatPeriod(doc.period)}</span>
                  {doc.isNew && <Tag color="primary">{m.newBadge}</Tag>}
                </span>
                <span className={styles.muted}>
                  {doc.title}
                  {doc.publishedAt ? ` · ${formatDate(doc.publishedAt)}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
