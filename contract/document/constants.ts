/**
 * Plain constants of the document calls (contracts, business insights), with no schema library
 * attached, so client code can import them without pulling TypeBox into its bundle.
 */

export const DOCUMENT_API = {
  /** POST {pageNum, pageSize?, status?, contractType?, keyword?}: the current partner's contracts. */
  contractQuery: '/api/spportal/contract/query.json',
  /** POST {contractId}: one contract with every version. */
  contractDetail: '/api/spportal/contract/detail.json',
  /** POST {type, pageNum, pageSize?, year?}: Newsletter or QBR documents, newest period first. */
  insightQuery: '/api/spportal/insight/query.json',
  /** POST {type}: the newest published document of the type (null when none). */
  insightLatest: '/api/spportal/insight/latest.json',
  /** POST {documentId, version}: records the caller's first open of that version. */
  documentRead: '/api/spportal/document/read.json',
} as const;

export const DOCUMENT_KINDS = ['CONTRACT', 'NEWSLETTER', 'QBR'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Staff side lifecycle; partners only ever see PUBLISHED documents. */
export const DOCUMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * What a contract's dates say today: PENDING (not yet effective), ACTIVE, EXPIRING (ends within
 * CONTRACT_EXPIRING_DAYS) or EXPIRED.
 */
export const CONTRACT_STATES = ['PENDING', 'ACTIVE', 'EXPIRING', 'EXPIRED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_EXPIRING_DAYS = 60;

export const CONTRACT_TYPES = [
  'Master Agreement',
  'Addendum',
  'Pricing Schedule',
  'Data Processing',
  'Marketing',
] as const;

/** The business-insights route types (ROUTE-TREES parameter types) and the document kind behind each. */
export const INSIGHT_KIND_BY_TYPE = { Newsletter: 'NEWSLETTER', QBR: 'QBR' } as const;
export type InsightTypeName = keyof typeof INSIGHT_KIND_BY_TYPE;
