import { PAGE_SIZE_DEFAULT } from '@contract/shared/constants';

interface Page {
  pageNum: number;
  pageSize: number;
  limit: number;
  offset: number;
}

/** The schema has already bounded pageNum (>= 1) and pageSize (1..100); this fills the default. */
export function pageOf(body: { pageNum: number; pageSize?: number }): Page {
  const pageSize = body.pageSize ?? PAGE_SIZE_DEFAULT;
  return { pageNum: body.pageNum, pageSize, limit: pageSize, offset: (body.pageNum - 1) * pageSize };
}
