/**
 * Plain values of the operation log calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const OPERATION_LOG_API = {
  query: '/api/spportal/operationLog/query.json',
  filters: '/api/spportal/operationLog/filters.json',
  export: '/api/spportal/operationLog/export.json',
} as const;
