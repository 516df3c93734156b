import { useState } from 'react';
import { FEATURED_PAGE_SIZE } from './featured';

/**
 * One page of a list on the events page: `page` is 1-based. The desktop turns pages, the phone
 * shows the first `page` pages at once ("Show more"). Callers key the list by its filter, so a new
 * filter starts again at page 1.
 */
export function useFeaturedPage<T>(items: readonly T[], pageSize = FEATURED_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  return {
    page: current,
    pages,
    pageSize,
    total: items.length,
    setPage,
    /** The items of the current page. */
    pageItems: items.slice((current - 1) * pageSize, current * pageSize),
    /** The items of every page up to the current one. */
    upToPage: items.slice(0, current * pageSize),
  };
}
