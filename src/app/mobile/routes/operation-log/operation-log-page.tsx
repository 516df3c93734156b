import { Button, ErrorBlock, InfiniteScroll, List, NoticeBar, Tag } from 'antd-mobile';
import { useId, useState } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import { exportOperationLog } from '@/domains/operation-log/api';
import { STAFF_ACTOR, toRequest } from '@/domains/operation-log/filters';
import type { LogFilters } from '@/domains/operation-log/filters';
import { useOperationLogFeed, useOperationLogFilters } from '@/domains/operation-log/hooks';
import { actionLabel, operationLogMessages as m, outcomeLabel } from '@/domains/operation-log/messages';
import { saveFile } from '@/shared/request/download';
import { formatDateTime } from '@/shared/format/date';
import { isApiError } from '@/shared/request/api-error';
import { LOAD_MORE_THRESHOLD } from '@/shared/request/request-defaults';
import layout from '@/app/mobile/layout/mobile-layout.module.css';
import styles from './operation-log.module.css';
import { showToast } from '@/app/mobile/components/mobile-toast';
import hidden from '@/app/mobile/components/visually-hidden.module.css';

/** The partner's operation log on a phone: filters, an endless list, CSV export. */
export default function OperationLogPage() {
  const ids = { start: useId(), end: useId(), action: useId(), actor: useId() };
  const [filters, setFilters] = useState<LogFilters>({});
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const feed = useOperationLogFeed(filters);
  const options = useOperationLogFilters();
  const change = (patch: Partial<LogFilters>) => {
    setFilters((previous) => ({ ...previous, ...patch }));
    setExportError(null);
  };

  const runExport = async () => {
    const request = toRequest(filters);
    if (request === 'invalid') return;
    setExporting(true);
    setExportError(null);
    try {
      const file = await exportOperationLog(request);
      saveFile(file);
      showToast({ content: m.exported });
      feed.reload();
    } catch (error) {
      setExportError(isApiError(error) ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };

  const noAuthority = isApiError(feed.error) && feed.error.code === ResultCode.NO_AUTHORITY;
  const list = feed.data?.list ?? [];

  return (
    <section aria-labelledby="section-title" data-page="operation-log">
      {/* The top bar shows the page's name; the heading names it for screen readers only. */}
      <h1 id="section-title" className={hidden.visuallyHidden}>
        {m.title}
      </h1>
      <div className={styles.filters} role="search" aria-label={m.filters.label}>
        <label className={styles.field} htmlFor={ids.start}>
          {m.filters.startDate}
          <input
            id={ids.start}
            type="date"
            value={filters.startDate ?? ''}
            onChange={(event) => change({ startDate: event.target.value || undefined })}
          />
        </label>
        <label className={styles.field} htmlFor={ids.end}>
          {m.filters.endDate}
          <input
            id={ids.end}
            type="date"
            value={filters.endDate ?? ''}
            onChange={(event) => change({ endDate: event.target.value || undefined })}
          />
        </label>
        <label className={styles.field} htmlFor={ids.action}>
          {m.filters.action}
          <select
            id={ids.action}
            value={filters.action ?? ''}
            onChange={(event) => change({ action: event.target.value || undefined })}
          >
            <option value="">{m.filters.allActions}</option>
            {(options.data?.actionList ?? []).map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={ids.actor}>
          {m.filters.actor}
          <select
            id={ids.actor}
            value={filters.actor ?? ''}
            onChange={(event) => change({ actor: event.target.value || undefined })}
          >
            <option value="">{m.filters.allActors}</option>
            {options.data?.hasStaffEntries && <option value={STAFF_ACTOR}>{m.filters.staff}</option>}
            {(options.data?.actorList ?? []).map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.actions}>
          <Button size="small" className={styles.touch} onClick={() => setFilters({})}>
            {m.filters.reset}
          </Button>
          <Button
            size="small"
            color="primary"
            className={styles.touch}
            loading={exporting}
            disabled={feed.invalidRange || noAuthority}
            onClick={() => void runExport()}
          >
            {exporting ? m.exporting : m.export}
          </Button>
        </div>
      </div>
      {feed.invalidRange && (
        <div role="alert" className={`${styles.notice} ${styles.warning}`}>
          <NoticeBar content={m.filters.invalidRange} color="alert" wrap />
        </div>
      )}
      {exportError && (
        <div role="alert" className={styles.notice}>
          <NoticeBar content={exportError} color="error" wrap />
        </div>
      )}
      {/* A reversed range asks for nothing: the notice above says why, and no empty card shows. */}
      {(noAuthority || !feed.invalidRange) && (
        <div className={layout.card}>
          {noAuthority ? (
            <ErrorBlock status="disconnected" title={m.noAuthority} description="" />
          ) : feed.error && !feed.data ? (
            <ErrorBlock status="default" title={m.loadFailed} description="">
              <Button onClick={feed.reload}>{m.retry}</Button>
            </ErrorBlock>
          ) : !feed.loading && list.length === 0 ? (
            <ErrorBlock
              status="empty"
              title={Object.values(filters).some(Boolean) ? m.empty : m.emptyAll}
              description=""
            />
          ) : (
            <>
              <List>
                {list.map((entry) => (
                  <List.Item key={entry.id} data-testid="log-entry">
                    <div className={styles.entry}>
                      <strong>{actionLabel(entry.action)}</strong>
                      <span>
                        {entry.staff ? (
                          <>
                            {m.staffActor} <Tag color="primary">{m.staffTag}</Tag>
                          </>
                        ) : (
                          (entry.actor ?? m.unknownActor)
                        )}
                      </span>
                      {entry.target && <span>{entry.target}</span>}
                      <span className={styles.meta}>
                        <time dateTime={entry.time} title={m.utc(entry.time)}>
                          {formatDateTime(entry.time)}
                        </time>
                        {' · '}
                        <span className={entry.outcome === 'SUCCESS' ? styles.success : styles.failure}>
                          {outcomeLabel(entry.outcome)}
                        </span>
                        {entry.ip ? ` · ${entry.ip}` : ''}
                      </span>
                    </div>
                  </List.Item>
                ))}
              </List>
              <InfiniteScroll
                loadMore={async () => {
                  await feed.loadMoreAsync();
                }}
                hasMore={!!feed.data && !feed.noMore}
                threshold={LOAD_MORE_THRESHOLD}
              >
                {(hasMore, failed, retry) =>
                  failed ? (
                    <Button size="small" onClick={retry}>
                      {m.retry}
                    </Button>
                  ) : hasMore ? (
                    m.loadMore
                  ) : (
                    m.noMore
                  )
                }
              </InfiniteScroll>
            </>
          )}
        </div>
      )}
    </section>
  );
}
