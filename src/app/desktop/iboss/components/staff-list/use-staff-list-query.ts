import { useCallback, useState } from 'react';
import { PAGE_SIZE } from '@/shared/request/request-defaults';

/** Sort of a staff list: the sorting column's `key` and its direction (antd's words). */
export interface StaffListSort {
  key: string;
  order: 'ascend' | 'descend';
}

/** What a staff list shows: its page, the search text, the filters by key, the sort. */
export interface StaffListQuery {
  pageNum: number;
  pageSize: number;
  /** The search box's text, trimmed; '' when nothing is searched. */
  keyword: string;
  /** A filter's chosen value by the filter's key; undefined is "all". */
  filters: Record<string, string | undefined>;
  sort?: StaffListSort;
}

export const initialStaffListQuery = (initial: Partial<StaffListQuery> = {}): StaffListQuery => ({
  pageNum: 1,
  pageSize: PAGE_SIZE,
  keyword: '',
  filters: {},
  ...initial,
});

/** The query of one staff list, kept by the page that passes it to StaffList. */
export function useStaffListQuery(initial: Partial<StaffListQuery> = {}) {
  const [query, setQuery] = useState(() => initialStaffListQuery(initial));
  const update = useCallback((next: StaffListQuery) => setQuery(next), []);
  return [query, update] as const;
}

/** How a list loaded whole (not paged by the server) is searched, filtered and sorted in the page. */
export interface LocalListRules<T> {
  /** The text the search box looks in (lower-cased by the caller or not: the match ignores case). */
  text: (row: T) => string;
  /** A filter's value of a row, by the filter's key; a row may match one of several values. */
  filters?: Record<string, (row: T) => string | readonly string[]>;
  /** Comparers by the sorting column's key (ascending). */
  sorters?: Record<string, (a: T, b: T) => number>;
}

/**
 * The rows of one page of a list held whole, and how many matched: for lists the server returns in
 * one piece (carousel items, publications of a page). Paged server lists send the query instead.
 */
export function applyStaffListQuery<T>(
  rows: readonly T[],
  query: StaffListQuery,
  rules: LocalListRules<T>,
): { rows: T[]; total: number } {
  const needle = query.keyword.trim().toLowerCase();
  let matched = rows.filter((row) => {
    if (needle && !rules.text(row).toLowerCase().includes(needle)) return false;
    return Object.entries(query.filters).every(([key, wanted]) => {
      if (wanted === undefined || !rules.filters?.[key]) return true;
      const value = rules.filters[key](row);
      return typeof value === 'string' ? value === wanted : value.includes(wanted);
    });
  });
  const compare = query.sort && rules.sorters?.[query.sort.key];
  if (compare) {
    const sign = query.sort!.order === 'ascend' ? 1 : -1;
    matched = [...matched].sort((a, b) => sign * compare(a, b));
  }
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: matched.slice(start, start + query.pageSize), total: matched.length };
}
