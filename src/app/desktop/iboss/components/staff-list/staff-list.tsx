/**
 * The staff area's one list page (DESIGN.md, staff area): a search box, filters, sortable columns,
 * paging, a row count, the loading, empty, failed and no-permission states, and (when the page
 * gives bulk actions) row selection with a bar of actions on the selected rows. Every /iboss list
 * uses it, so staff find, sort and act the same way on users, contracts, claims, carousel items
 * and publications.
 *
 * How to use it:
 *
 *   const [query, setQuery] = useStaffListQuery();          // page 1, 10 a page, no search
 *   const list = useSomething({ pageNum: query.pageNum, keyword: query.keyword, ...query.filters });
 *   <StaffList<Row>
 *     label="Users"                                         // the table region's accessible name
 *     rowKey="userId"
 *     columns={columns}                                     // `sorter: true` + `key` = sortable
 *     rows={list.data?.userList} total={list.data?.total}
 *     loading={list.loading} error={list.error} onRetry={list.refresh}
 *     query={query} onQueryChange={setQuery}
 *     search={{ label: 'Search by name or email' }}
 *     filters={[{ key: 'role', label: 'Role', allLabel: 'All roles', options: [...] }]}
 *     empty="No users yet."
 *     bulkActions={[{ key: 'withdraw', label: 'Withdraw', danger: true,
 *                     confirm: (rows) => ({ title: `Withdraw ${rows.length}?` }),
 *                     run: (rows) => api.withdraw(rows.map((r) => r.id)) }]}
 *   />
 *
 * The query is the page's state: a server-paged list sends it with its request; a list held whole
 * passes its rows through `applyStaffListQuery` (use-staff-list-query.ts). A search or filter change
 * goes back to page 1 and clears the selection; the selection survives paging. Sorting: the query
 * carries the sorted column's `key` and direction; the header cells sort with Enter as well as a click.
 */
import { Alert, Button, Empty, Flex, Input, Modal, Result, Select, Space, Table, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import { isApiError } from '@/shared/request/api-error';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { useStaffMessage } from '../use-staff-message';
import { staffListMessages as m } from './messages';
import type { StaffListQuery } from './use-staff-list-query';
import styles from './staff-list.module.css';
import { sideScrollTable } from '@/app/desktop/components/side-scroll-table';

export type { StaffListQuery } from './use-staff-list-query';
export { applyStaffListQuery, initialStaffListQuery, useStaffListQuery } from './use-staff-list-query';

/** One filter of the tool row: a select whose empty choice is "all". */
export interface StaffListFilter {
  /** Its key in `query.filters`. */
  key: string;
  label: string;
  /** The label of the "no filter" choice, e.g. "All partners". */
  allLabel: string;
  options: { value: string; label: string }[];
  /** Type to find an option (long lists such as partners). */
  searchable?: boolean;
}

/** An action on the selected rows; giving any turns on the row checkboxes. */
export interface StaffListBulkAction<T> {
  key: string;
  label: string;
  danger?: boolean;
  /** Only rows this accepts can be selected for the action; the button is off while others are selected. */
  applies?: (row: T) => boolean;
  /** Asks before running (a dialog naming what happens); without it the action runs at once. */
  confirm?: (rows: T[]) => { title: string; content?: ReactNode; okText?: string };
  /** Does the work; a throw shows its message and keeps the selection. Resolves: the selection clears. */
  run: (rows: T[]) => Promise<unknown> | void;
}

export interface StaffListProps<T> {
  /** The table region's accessible name (usually the page's or card's heading). */
  label: string;
  rowKey: (keyof T & string) | ((row: T) => string);
  columns: TableColumnsType<T>;
  /** This page's rows; undefined until the first load. */
  rows: readonly T[] | undefined;
  /** How many rows match the query on all pages. */
  total: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  query: StaffListQuery;
  onQueryChange: (next: StaffListQuery) => void;
  search?: { label: string };
  filters?: StaffListFilter[];
  /** Shown when the list has nothing and nothing is searched or filtered. */
  empty: string;
  /** Shown when the search or filters match nothing (defaults to a generic sentence). */
  emptyFiltered?: string;
  bulkActions?: StaffListBulkAction<T>[];
  /** A row's name for its checkbox's label ("Select GCash – Newsletter 2026-10"). */
  rowName?: (row: T) => string;
  /** The count's words; defaults to "23 in total". */
  countText?: (total: number) => string;
  /** More controls at the end of the tool row (a "New" button, an export). */
  toolbarExtra?: ReactNode;
  /** Title of the failed state (defaults to "This list could not be loaded."). */
  errorTitle?: string;
  /** Anything else antd's table takes (expandable rows, row classes). */
  tableProps?: Omit<
    TableProps<T>,
    'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'onChange' | 'loading' | 'rowSelection'
  >;
}

function withSortOrder<T>(columns: TableColumnsType<T>, query: StaffListQuery): TableColumnsType<T> {
  return columns.map((column) =>
    column.sorter
      ? { ...column, sortOrder: query.sort && column.key === query.sort.key ? query.sort.order : null }
      : column,
  );
}

function ListError({ error, title, onRetry }: { error: unknown; title?: string; onRetry: () => void }) {
  if (isApiError(error) && error.code === ResultCode.NO_AUTHORITY)
    return (
      <div role="alert">
        <Result status="403" title={m.noPermission} subTitle={error.message} />
      </div>
    );
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? m.loadFailed}
      description={errorText(error)}
      action={<Button onClick={onRetry}>{m.retry}</Button>}
    />
  );
}

export function StaffList<T extends object>(props: StaffListProps<T>) {
  const { query, onQueryChange, bulkActions, rowKey } = props;
  const getContainer = usePopupContainer();
  const [modal, modalHolder] = Modal.useModal();
  const [message, messageHolder] = useStaffMessage();
  const [searchText, setSearchText] = useState(query.keyword);
  const [selected, setSelected] = useState<Map<Key, T>>(new Map());
  const [running, setRunning] = useState<string | null>(null);
  const keyOf = useMemo(
    () =>
      (row: T): Key =>
        typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key),
    [rowKey],
  );
  useEffect(() => setSearchText(query.keyword), [query.keyword]);

  const narrowed = query.keyword !== '' || Object.values(query.filters).some((v) => v !== undefined);
  const change = (next: Partial<StaffListQuery>, keepSelection = false) => {
    if (!keepSelection) setSelected(new Map());
    onQueryChange({ ...query, pageNum: 1, ...next });
  };

  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = one?.columnKey === undefined ? undefined : String(one.columnKey);
      change({ sort: key && one.order ? { key, order: one.order } : undefined }, true);
    } else if (extra.action === 'paginate') {
      onQueryChange({ ...query, pageNum: pagination.current ?? 1 });
    }
  };

  const selectedRows = [...selected.values()];
  const runAction = (action: StaffListBulkAction<T>) => {
    const rows = selectedRows;
    const work = async () => {
      setRunning(action.key);
      try {
        await action.run(rows);
        setSelected(new Map());
      } catch (error) {
        message.error(isApiError(error) ? errorText(error) : m.actionFailed);
      } finally {
        setRunning(null);
      }
    };
    if (!action.confirm) return void work();
    const asked = action.confirm(rows);
    void modal.confirm({
      title: asked.title,
      content: asked.content,
      okText: asked.okText ?? action.label,
      okButtonProps: { danger: action.danger },
      cancelText: m.cancel,
      getContainer,
      onOk: work,
    });
  };

  const rowSelection: TableProps<T>['rowSelection'] = bulkActions?.length
    ? {
        selectedRowKeys: [...selected.keys()],
        preserveSelectedRowKeys: true,
        onChange: (keys, rows) => {
          // antd passes undefined for kept rows of other pages: take them from what was selected.
          const next = new Map<Key, T>();
          keys.forEach((key, index) => {
            const row = rows[index] ?? selected.get(key);
            if (row) next.set(key, row);
          });
          setSelected(next);
        },
        getCheckboxProps: (row) =>
          ({
            'aria-label': m.selectRow(props.rowName ? props.rowName(row) : String(keyOf(row))),
            disabled: bulkActions.every((a) => a.applies && !a.applies(row)),
          }) as object,
      }
    : undefined;

  const emptyText = (
    <Empty description={narrowed ? (props.emptyFiltered ?? m.emptyFiltered) : props.empty}>
      {narrowed && <Button onClick={() => change({ keyword: '', filters: {} })}>{m.clearFilters}</Button>}
    </Empty>
  );

  return (
    <div role="region" aria-label={props.label}>
      {modalHolder}
      {messageHolder}
      <Flex wrap gap={12} align="center" className={styles.toolbar}>
        {props.search && (
          <Input.Search
            aria-label={props.search.label}
            placeholder={props.search.label}
            allowClear
            className={styles.search}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            onSearch={(value) => change({ keyword: value.trim() })}
          />
        )}
        {props.filters?.map((filter) => (
          <Select
            key={filter.key}
            aria-label={filter.label}
            className={styles.filter}
            getPopupContainer={getContainer}
            showSearch={filter.searchable ? { optionFilterProp: 'label' } : undefined}
            value={query.filters[filter.key] ?? ''}
            onChange={(value: string) =>
              change({ filters: { ...query.filters, [filter.key]: value || undefined } })
            }
            options={[{ value: '', label: filter.allLabel }, ...filter.options]}
          />
        ))}
        {props.toolbarExtra}
        <Typography.Text type="secondary" className={styles.count} aria-live="polite">
          {props.total === undefined ? '' : (props.countText ?? m.count)(props.total)}
        </Typography.Text>
      </Flex>
      {bulkActions?.length && selected.size > 0 ? (
        <Flex wrap gap={12} align="center" className={styles.bulkBar} role="group" aria-label={m.bulkActions}>
          <Typography.Text strong aria-live="polite">
            {m.selected(selected.size)}
          </Typography.Text>
          <Space wrap>
            {bulkActions.map((action) => (
              <Button
                key={action.key}
                danger={action.danger}
                loading={running === action.key}
                disabled={
                  (running !== null && running !== action.key) ||
                  (action.applies ? !selectedRows.every(action.applies) : false)
                }
                onClick={() => runAction(action)}
              >
                {action.label}
              </Button>
            ))}
            <Button type="link" onClick={() => setSelected(new Map())}>
              {m.clearSelection}
            </Button>
          </Space>
        </Flex>
      ) : null}
      {props.error ? (
        <ListError error={props.error} title={props.errorTitle} onRetry={props.onRetry} />
      ) : (
        <Table<T>
          // Wide lists scroll sideways in their own box, without rc-table's column measuring
          // (side-scroll-table.ts): a measuring row would also repeat the select-all box hidden.
          {...(props.tableProps?.scroll ? {} : sideScrollTable('max-content'))}
          {...props.tableProps}
          rowKey={keyOf}
          size={props.tableProps?.size ?? 'middle'}
          columns={withSortOrder(props.columns, query)}
          dataSource={props.rows as T[] | undefined}
          loading={props.loading}
          locale={{ emptyText: props.loading && !props.rows ? ' ' : emptyText }}
          rowSelection={rowSelection}
          onChange={onTableChange}
          pagination={{
            current: query.pageNum,
            pageSize: query.pageSize,
            total: props.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
    </div>
  );
}
