/** Staff content calls (all POST JSON, staff session): contract/staff-content.ts has the schemas. */
export const STAFF_CONTENT_API = {
  partners: '/api/spportal/iboss/content/partners.json',
  settingsList: '/api/spportal/iboss/settings/list.json',
  settingsSave: '/api/spportal/iboss/settings/save.json',
  carouselList: '/api/spportal/iboss/carousel/list.json',
  carouselSave: '/api/spportal/iboss/carousel/save.json',
  carouselMove: '/api/spportal/iboss/carousel/move.json',
} as const;
