/**
 * Plain values of the staff content calls (all POST JSON, staff session); the schemas are in
 * ./schemas.ts, the setting rules in ./settings.ts.
 */

/** Settings, partners and carousel. */
export const STAFF_CONTENT_API = {
  partners: '/api/spportal/iboss/content/partners.json',
  settingsList: '/api/spportal/iboss/settings/list.json',
  settingsSave: '/api/spportal/iboss/settings/save.json',
  carouselList: '/api/spportal/iboss/carousel/list.json',
  carouselSave: '/api/spportal/iboss/carousel/save.json',
  carouselMove: '/api/spportal/iboss/carousel/move.json',
} as const;

/** Staff document calls (contracts and business insights), same rules. */
export const STAFF_DOCUMENT_API = {
  list: '/api/spportal/iboss/document/list.json',
  save: '/api/spportal/iboss/document/save.json',
  addVersion: '/api/spportal/iboss/document/addVersion.json',
  readers: '/api/spportal/iboss/document/readers.json',
  publishInsight: '/api/spportal/iboss/insight/publish.json',
} as const;
