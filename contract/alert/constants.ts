/**
 * Plain values of the alert calls (paths, enums, limits): the client imports them without the
 * schema library. The schemas are in ./schemas.ts, the rule checks in ./rules.ts.
 */

/** The alert calls (POST JSON), all scoped to the signed-in user and their current partner. */
export const ALERT_API = {
  list: '/api/spportal/alert/list.json',
  save: '/api/spportal/alert/save.json',
  setPaused: '/api/spportal/alert/setPaused.json',
  delete: '/api/spportal/alert/delete.json',
} as const;

/**
 * What a rule watches: a figure moving against the previous period, a contract nearing its expiry,
 * a claim changing status, a new newsletter or QBR.
 */
export const ALERT_KINDS = ['FIGURE_CHANGE', 'CONTRACT_EXPIRY', 'CLAIM_STATUS', 'NEW_DOCUMENT'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The figure a FIGURE_CHANGE rule compares: total volume (USD) or number of transactions. */
export const ALERT_METRICS = ['VOLUME', 'TRANSACTIONS'] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

/** The periods compared: the last complete ISO week or calendar month against the one before. */
export const ALERT_PERIODS = ['WEEK', 'MONTH'] as const;
export type AlertPeriod = (typeof ALERT_PERIODS)[number];

/** Which new business insights a NEW_DOCUMENT rule reports. */
export const ALERT_DOCUMENT_KINDS = ['ANY', 'NEWSLETTER', 'QBR'] as const;
export type AlertDocumentKind = (typeof ALERT_DOCUMENT_KINDS)[number];

/** Mail besides the bell: one mail per alert at once, one summary mail a day, or none. */
export const ALERT_MAIL_CHOICES = ['IMMEDIATE', 'DAILY', 'NONE'] as const;
export type AlertMailChoice = (typeof ALERT_MAIL_CHOICES)[number];

export const ALERT_LIMITS = {
  /** Percent a figure must move by (either way), exclusive. */
  thresholdMin: 1,
  thresholdMax: 1000,
  withinDaysMin: 1,
  withinDaysMax: 365,
  /** Rules one user keeps for one partner. */
  rulesPerUser: 20,
} as const;
