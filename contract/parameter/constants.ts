/**
 * Plain values of the parameter calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const PARAMETER_API = {
  parameter: '/api/spportal/show/parameter.json',
  query: '/api/spportal/show/query.json',
} as const;
