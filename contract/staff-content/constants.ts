/**
 * Plain values of the staff content calls (all POST JSON, staff session); the schemas are in
 * ./schemas.ts, the setting rules in ./settings.ts.
 */

/** Staff settings and the partner list (served by the config module). */
export const CONFIG_STAFF_API = {
  partners: '/api/spportal/iboss/content/partners.json',
  settingsList: '/api/spportal/iboss/settings/list.json',
  settingsSave: '/api/spportal/iboss/settings/save.json',
} as const;

/** Staff carousel calls (served by the carousel module). */
export const CAROUSEL_STAFF_API = {
  carouselList: '/api/spportal/iboss/carousel/list.json',
  carouselSave: '/api/spportal/iboss/carousel/save.json',
  carouselMove: '/api/spportal/iboss/carousel/move.json',
} as const;

/** Staff document calls (contracts and business insights; served by the document module). */
export const DOCUMENT_STAFF_API = {
  list: '/api/spportal/iboss/document/list.json',
  save: '/api/spportal/iboss/document/save.json',
  addVersion: '/api/spportal/iboss/document/addVersion.json',
  readers: '/api/spportal/iboss/document/readers.json',
  publishInsight: '/api/spportal/iboss/insight/publish.json',
  /** Business insights grouped by issue (./issues.ts). */
  insightIssues: '/api/spportal/iboss/insight/issues.json',
  /** Withdraw or publish one issue for several partners at once (./issues.ts). */
  insightSetStatus: '/api/spportal/iboss/insight/setStatus.json',
} as const;
