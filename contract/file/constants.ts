/**
 * Plain values of the file calls (paths, enums, limits): the client imports them without
 * the schema library. The schemas are in ./schemas.ts.
 */

/** The calls' paths (DATA-CALLS in docs/product-rules.md). */
export const FILE_API = {
  download: '/api/spportal/file/download.json',
  /** Public-read files (logos, carousel media): GET `${PUBLIC_FILE_PATH}/<fileUrl>`, no session. */
  publicPrefix: '/api/spportal/file/public',
} as const;
