import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Grid,
  message as antdMessage,
  Select,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import type { OperationLogEntry } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { exportOperationLog } from '@/domains/operation-log/api';
import { STAFF_ACTOR, toRequest } from '@/domains/operation-log/filters';
import type { LogFilters } from '@/domains/operation-log/filters';
import { useOperationLogFilters, useOperationLogPage } from '@/domains/operation-log/hooks';
import { actionLabel, operationLogMessages as m, outcomeLabel } from '@/domains/operation-log/messages';
import { saveFile } from '@/shared/request/download';
import { formatDateTime } from '@/shared/format/date';
import { useLocale } from '@/shared/i18n';
import { isApiError } from '@/shared/request/api-error';
import { PAGE_SIZE } from '@/shared/request/request-defaults';
import PageTitle from '@/app/desktop/components/page-title';
import styles from './operation-log.module.css';
import { sideScrollTable } from '@/app/desktop/components/side-scroll-table';

/**
 * The date filters' format: the kit's pickers in the ISO form the server takes, the same on every
 * browser (the browser's own date boxes followed its locale, mm/dd/yyyy in an American one).
 */
const DAY_FORMAT = 'YYYY-MM-DD';
const asDay = (value: string | undefined) => (value ? dayjs(value) : null);

const ELLIPSIS = { ellipsis: { showTitle: true } } as const;
const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

const outcomeText = (outcome: string) => (
  <span className={outcome === 'SUCCESS' ? styles.success : styles.failure}>{outcomeLabel(outcome)}</span>
);

/**
 * Sized to fit the card at 1024 px (about 690 px of table): the time, outcome and address keep to
 * one line at fixed widths, the actor, action and target share the rest and end in an ellipsis
 * with the whole text on hover. Below xl the address goes under the actor instead of its own column.
 */
function logColumns(wide: boolean): TableColumnsType<OperationLogEntry> {
  return [
    {
      title: m.columns.time,
      dataIndex: 'time',
      key: 'time',
      width: 180,
      onCell: () => nowrap,
      render: (time: string) => (
        <Tooltip title={m.utc(time)}>
          <time dateTime={time} title={m.utc(time)} tabIndex={0}>
            {formatDateTime(time)}
          </time>
        </Tooltip>
      ),
    },
    {
      title: wide ? m.columns.actor : m.columns.actorAndIp,
      key: 'actor',
      ...ELLIPSIS,
      render: (_, entry) => (
        <>
          {entry.staff ? (
            <>
              {m.staffActor} <Tag color="blue">{m.staffTag}</Tag>
            </>
          ) : (
            (entry.actor ?? m.unknownActor)
          )}
          {!wide && entry.ip && (
            <Typography.Text type="secondary" className={styles.address}>
              {entry.ip}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: m.columns.action, dataIndex: 'action', key: 'action', ...ELLIPSIS, render: actionLabel },
    {
      title: m.columns.target,
      dataIndex: 'target',
      key: 'target',
      ...ELLIPSIS,
      render: (t: string | null) => t ?? '–',
    },
    {
      title: m.columns.outcome,
      dataIndex: 'outcome',
      key: 'outcome',
      width: 96,
      onCell: () => nowrap,
      render: outcomeText,
    },
    ...(wide
      ? [
          {
            title: m.columns.ip,
            dataIndex: 'ip',
            key: 'ip',
            width: 140,
            onCell: () => nowrap,
            render: (ip: string | null) => ip ?? '–',
          },
        ]
      : []),
  ];
}

/** The partner's operation log: filters, ten a page, newest first, CSV export of the filtered set. */
export default function OperationLogPage() {
  const [message, messageHolder] = antdMessage.useMessage();
  const ids = {
    start: useId(),
    end: useId(),
    action: useId(),
    actor: useId(),
    exportReason: useId(),
  };
  const [filters, setFilters] = useState<LogFilters>({});
  const [pageNum, setPageNum] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const page = useOperationLogPage(filters, pageNum);
  const options = useOperationLogFilters();
  const wide = !!Grid.useBreakpoint().xl;
  // Columns and options carry text: made again when the language changes (the labels read it
  // inside, where the hooks rule cannot see it).
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => logColumns(wide), [wide, locale]);

  const change = (patch: Partial<LogFilters>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setPageNum(1);
    setExportError(null);
  };

  // The server lists the actions in the log when the filters were fetched; an action logged since
  // (this page's own export) is added from the rows shown, so the list never lacks what is on screen.
  const actionOptions = useMemo(
    () =>
      Array.from(
        new Set([
          ...(options.data?.actionList ?? []),
          ...(page.data?.operationLogList ?? []).map((entry) => entry.action),
        ]),
      ).map((value) => ({ value, label: actionLabel(value) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.data, page.data, locale],
  );
  const actorOptions = useMemo(
    () => [
      ...(options.data?.hasStaffEntries ? [{ value: STAFF_ACTOR, label: m.filters.staff }] : []),
      ...(options.data?.actorList ?? []).map((value) => ({ value, label: value })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.data, locale],
  );

  const runExport = async () => {
    const request = toRequest(filters);
    if (request === 'invalid') return;
    setExporting(true);
    setExportError(null);
    try {
      const file = await exportOperationLog(request);
      saveFile(file);
      void message.success(m.exported);
      // The export itself is logged: show it, and offer it in the action filter.
      page.refresh();
    } catch (error) {
      setExportError(isApiError(error) ? error.message : String(error));
    } finally {
      // A refused export is logged too.
      options.refresh();
      setExporting(false);
    }
  };

  const error = page.error;
  const noAuthority = isApiError(error) && error.code === ResultCode.NO_AUTHORITY;
  const total = page.data?.total ?? 0;
  // Nothing to export: the server would refuse it (510872007); say so before, not after.
  const nothingToExport = !!page.data && total === 0;
  const exportButton = (
    <Button
      type="primary"
      onClick={() => void runExport()}
      loading={exporting}
      disabled={page.invalidRange || noAuthority || nothingToExport}
      aria-describedby={nothingToExport ? ids.exportReason : undefined}
    >
      {exporting ? m.exporting : m.export}
    </Button>
  );

  return (
    <section aria-labelledby="section-title" data-page="operation-log">
      {messageHolder}
      {/* The export sits beside the title: in the filter row it wrapped to a line of its own at 1366 px. */}
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <PageTitle id="section-title">{m.title}</PageTitle>
        {nothingToExport ? (
          <Tooltip title={m.exportNothing}>
            <span>{exportButton}</span>
          </Tooltip>
        ) : (
          exportButton
        )}
      </Flex>
      {nothingToExport && (
        <span id={ids.exportReason} hidden>
          {m.exportNothing}
        </span>
      )}
      <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
      <Card>
        <Flex
          gap="middle"
          wrap
          align="end"
          role="search"
          aria-label={m.filters.label}
          className={styles.filters}
        >
          <Flex vertical gap={4}>
            <label htmlFor={ids.start}>{m.filters.startDate}</label>
            <DatePicker
              id={ids.start}
              format={DAY_FORMAT}
              value={asDay(filters.startDate)}
              onChange={(day: Dayjs | null) =>
                change({ startDate: day ? day.format(DAY_FORMAT) : undefined })
              }
              className={styles.date}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={ids.end}>{m.filters.endDate}</label>
            <DatePicker
              id={ids.end}
              format={DAY_FORMAT}
              value={asDay(filters.endDate)}
              onChange={(day: Dayjs | null) => change({ endDate: day ? day.format(DAY_FORMAT) : undefined })}
              className={styles.date}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={ids.action}>{m.filters.action}</label>
            <Select
              id={ids.action}
              allowClear
              placeholder={m.filters.allActions}
              value={filters.action}
              options={actionOptions}
              onChange={(value?: string) => change({ action: value })}
              className={styles.action}
              // Names like "Exported performance insights" are wider than the box: the list grows to them.
              popupMatchSelectWidth={false}
            />
          </Flex>
          <Flex vertical gap={4}>
            <label htmlFor={ids.actor}>{m.filters.actor}</label>
            <Select
              id={ids.actor}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={m.filters.allActors}
              value={filters.actor}
              options={actorOptions}
              onChange={(value?: string) => change({ actor: value })}
              className={styles.actor}
            />
          </Flex>
          <Button
            onClick={() =>
              change({ action: undefined, actor: undefined, startDate: undefined, endDate: undefined })
            }
          >
            {m.filters.reset}
          </Button>
        </Flex>
        {page.invalidRange && (
          <Alert
            type="warning"
            showIcon
            role="alert"
            title={m.filters.invalidRange}
            className={styles.notice}
          />
        )}
        {exportError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={exportError}
            closable={{ onClose: () => setExportError(null) }}
            className={styles.notice}
          />
        )}
        {noAuthority ? (
          <Alert type="warning" showIcon title={m.noAuthority} />
        ) : error && !page.data ? (
          <Alert
            type="error"
            showIcon
            title={m.loadFailed}
            description={error.message}
            action={<Button onClick={page.refresh}>{m.retry}</Button>}
          />
        ) : page.invalidRange ? null : (
          <Table<OperationLogEntry>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={page.data?.operationLogList}
            loading={page.loading}
            // Only below the fixed columns' widths plus a little does the table scroll sideways.
            {...sideScrollTable(640)}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={Object.values(filters).some(Boolean) ? m.empty : m.emptyAll}
                />
              ),
            }}
            pagination={{
              current: pageNum,
              pageSize: PAGE_SIZE,
              total,
              showSizeChanger: false,
              showTotal: m.total,
              onChange: setPageNum,
              hideOnSinglePage: false,
            }}
          />
        )}
      </Card>
    </section>
  );
}
