import {
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Pagination,
  Result,
  Row,
  Select,
  Skeleton,
  theme,
} from 'antd';
import { useRef, useState } from 'react';
import type { DocumentSummary } from '@contract/document/schemas';
import type { InsightTypeName } from '@contract/document/constants';
import { useInsightPage, useReadReceipt } from '@/domains/document/hooks';
import { isNoAuthority } from '@/domains/document/no-authority';
import { formatPeriod } from '@/domains/document/period';
import { formatDate } from '@/shared/format/date';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { documentMessages as m } from '@/app/messages/documents';
import { usePopupContainer } from '@/app/host/mount-context';
import DocumentViewer from './lazy-document-viewer';
import PageTitle from '@/app/desktop/components/page-title';
import PlainList, { PlainListItem } from '@/app/desktop/components/plain-list';
import { messages as dm } from './messages';
import styles from './documents.module.css';

/**
 * Business-insights documents of one type by period (year filter, newest first) beside the viewer.
 * `selectFirst` pins the newest document above the others and offers it in the viewer's place (the
 * newsletter landing). Nothing is downloaded or marked read until the user opens a document: a
 * visit to the list is not a read (docs/product-rules.md, DOC-READ).
 */
export default function InsightLibrary({
  type,
  title,
  selectFirst = false,
}: {
  type: InsightTypeName;
  title: string;
  selectFirst?: boolean;
}) {
  const { token } = theme.useToken();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [pageNum, setPageNum] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const latestRef = useRef<DocumentSummary | undefined>(undefined);
  const { data, error, loading, refresh, mutate } = useInsightPage(type, year, pageNum);
  const getContainer = usePopupContainer();
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

  const list = data?.documentList ?? [];
  const selected: DocumentSummary | undefined = list.find((d) => d.documentId === selectedId);
  const state = error && !data ? 'error' : !data ? 'loading' : data.total === 0 ? 'empty' : 'ready';

  // The newsletter landing pins the latest issue above "Earlier issues", which then holds only the
  // earlier ones; it stays pinned on the list's later pages.
  if (selectFirst && pageNum === 1 && data) latestRef.current = list[0];
  const latest = selectFirst ? latestRef.current : undefined;
  const shown = latest ? list.filter((d) => d.documentId !== latest.documentId) : list;

  const renderItem = (doc: DocumentSummary) => {
    const active = doc.documentId === selected?.documentId;
    return (
      <PlainListItem
        className={active ? `${styles.doc} ${styles.selected}` : styles.doc}
        data-document-id={doc.documentId}
      >
        <Flex vertical gap={2} align="flex-start" className={styles.docText}>
          <Button
            type="link"
            aria-current={active ? 'true' : undefined}
            style={{
              padding: 0,
              height: 'auto',
              textAlign: 'left',
              justifyContent: 'flex-start',
              whiteSpace: 'normal',
              ...(active ? { color: token.colorText, fontWeight: token.fontWeightStrong } : {}),
            }}
            onClick={() => setSelectedId(doc.documentId)}
          >
            {formatPeriod(doc.period)}
          </Button>
          <span className={styles.docMeta}>
            {doc.title}
            {doc.publishedAt ? ` · ${formatDate(doc.publishedAt)}` : ''}
          </span>
        </Flex>
        {doc.isNew && <Badge color="blue" text={m.newBadge} className={styles.newBadge} />}
      </PlainListItem>
    );
  };

  return (
    <section aria-labelledby="insights-title" data-block="insights" data-type={type} data-state={state}>
      <Flex wrap justify="space-between" align="center" gap="small" className={styles.libraryHeader}>
        <PageTitle id="insights-title" className={styles.libraryTitle}>
          {title}
        </PageTitle>
        <Select<number | ''>
          aria-label={m.filters.year}
          className={styles.yearFilter}
          value={year ?? ''}
          getPopupContainer={getContainer}
          onChange={(value) => {
            setYear(value || undefined);
            setPageNum(1);
            setSelectedId(null);
            latestRef.current = undefined;
          }}
          options={[
            { value: '', label: m.filters.allYears },
            ...(data?.years ?? []).map((y) => ({ value: y, label: String(y) })),
          ]}
        />
      </Flex>
      {state === 'error' && isNoAuthority(error) ? (
        <Card>
          <Result status="403" title={m.noAuthority} />
        </Card>
      ) : state === 'error' ? (
        <Card>
          <Result
            status="warning"
            title={m.loadFailed}
            subTitle={error?.message}
            extra={<Button onClick={refresh}>{m.retry}</Button>}
          />
        </Card>
      ) : state === 'loading' ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : state === 'empty' ? (
        <Card>
          <Empty description={type === 'Newsletter' ? m.empty.newsletter : m.empty.insights} />
        </Card>
      ) : (
        <Row gutter={[token.margin, token.margin]}>
          <Col xs={24} lg={8}>
            <Card styles={{ body: { padding: 0 } }}>
              {latest && (
                <section aria-labelledby="latest-issue">
                  <h2 id="latest-issue" className={styles.listHeading}>
                    {dm.latestIssue}
                  </h2>
                  <PlainList items={[latest]} itemKey={(d) => d.documentId} renderItem={renderItem} />
                </section>
              )}
              <section aria-labelledby={selectFirst ? 'earlier-issues' : undefined}>
                {selectFirst && (
                  <h2 id="earlier-issues" className={styles.listHeading}>
                    {m.earlierIssues}
                  </h2>
                )}
                <PlainList
                  loading={loading}
                  items={shown}
                  itemKey={(d) => d.documentId}
                  emptyText={dm.noEarlierIssues}
                  after={
                    data!.total > PAGE_SIZE && (
                      <Pagination
                        current={pageNum}
                        pageSize={PAGE_SIZE}
                        total={data!.total}
                        size="small"
                        align="center"
                        onChange={setPageNum}
                        className={styles.pagination}
                      />
                    )
                  }
                  renderItem={renderItem}
                />
              </section>
            </Card>
          </Col>
          <Col xs={24} lg={16}>
            <Card title={selected ? `${selected.title}` : undefined}>
              {selected ? (
                <DocumentViewer
                  key={selected.file.fileUrl}
                  title={selected.title}
                  file={selected.file}
                  onOpened={() => markRead(selected)}
                />
              ) : latest ? (
                <Empty description={dm.latestOffer(formatPeriod(latest.period))}>
                  <Button type="primary" onClick={() => setSelectedId(latest.documentId)}>
                    {dm.openLatest}
                  </Button>
                </Empty>
              ) : (
                <Empty description={m.chooseDocument} />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
