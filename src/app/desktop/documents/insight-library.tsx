import { Badge, Button, Card, Col, Empty, Flex, List, Result, Row, Select, Skeleton, theme } from 'antd';
import { useState } from 'react';
import type { DocumentSummary } from '@contract/document/schemas';
import type { InsightTypeName } from '@contract/document/constants';
import { useInsightPage, useReadReceipt } from '@/domains/document/hooks';
import { isNoAuthority } from '@/domains/document/no-authority';
import { formatPeriod } from '@/domains/document/period';
import { formatDate } from '@/shared/format/date';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import { documentMessages as m } from '@/app/messages/documents';
import { usePopupContainer } from '@/app/host/mount-context';
import { ACCESSIBLE_COLORS } from '@/app/host/theme';
import DocumentViewer from './document-viewer';
import PageTitle from '@/app/desktop/components/page-title';

/**
 * Business-insights documents of one type by period (year filter, newest first) beside the viewer.
 * `selectFirst` opens the newest document at once (the newsletter landing).
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
  const selected: DocumentSummary | undefined =
    list.find((d) => d.documentId === selectedId) ?? (selectFirst && pageNum === 1 ? list[0] : undefined);
  const state = error && !data ? 'error' : !data ? 'loading' : data.total === 0 ? 'empty' : 'ready';

  return (
    <section aria-labelledby="insights-title" data-block="insights" data-type={type} data-state={state}>
      <Flex wrap justify="space-between" align="center" gap="small" style={{ marginBottom: token.margin }}>
        <PageTitle id="insights-title" style={{ margin: 0 }}>
          {title}
        </PageTitle>
        <Select<number | ''>
          aria-label={m.filters.year}
          style={{ width: 140 }}
          value={year ?? ''}
          getPopupContainer={getContainer}
          onChange={(value) => {
            setYear(value || undefined);
            setPageNum(1);
            setSelectedId(null);
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
            <Card title={selectFirst ? m.earlierIssues : undefined} styles={{ body: { padding: 0 } }}>
              <List
                loading={loading}
                dataSource={list}
                pagination={
                  data!.total > PAGE_SIZE
                    ? {
                        current: pageNum,
                        pageSize: PAGE_SIZE,
                        total: data!.total,
                        size: 'small',
                        align: 'center',
                        onChange: setPageNum,
                      }
                    : false
                }
                renderItem={(doc) => {
                  const active = doc.documentId === selected?.documentId;
                  return (
                    <List.Item
                      style={{
                        paddingInline: token.padding,
                        background: active ? token.controlItemBgActive : undefined,
                      }}
                      data-document-id={doc.documentId}
                    >
                      <Flex vertical gap={2} style={{ minWidth: 0 }}>
                        <Button
                          type="link"
                          aria-current={active ? 'true' : undefined}
                          style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal' }}
                          onClick={() => setSelectedId(doc.documentId)}
                        >
                          {formatPeriod(doc.period)}
                        </Button>
                        <span style={{ color: ACCESSIBLE_COLORS.weakText, fontSize: 12 }}>
                          {doc.title}
                          {doc.publishedAt ? ` · ${formatDate(doc.publishedAt)}` : ''}
                        </span>
                      </Flex>
                      {doc.isNew && <Badge color="blue" text={m.newBadge} />}
                    </List.Item>
                  );
                }}
              />
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
