/**
 * The one route-path registry. Every href and route pattern is built here, so no path string is
 * typed twice. Paths are relative to the app's base path (the host's basePath when embedded).
 */
export type InsightType = 'Newsletter' | 'QBR';

export const INSIGHT_TYPES: readonly InsightType[] = ['Newsletter', 'QBR'];

export const MOBILE_PREFIX = '/mobile';

export const paths = {
  root: '/',
  overview: '/overview',
  performanceInsights: '/performance-insights',
  exclusiveIncentives: '/exclusive-incentives',
  contracts: '/contracts',
  contractDetails: '/contracts/contract-details',
  interactiveCalendar: '/interactive-calendar',
  accountManagement: '/account-management',
  operationLog: '/operation-log',
  eventsCarouselDetail: '/events-carousel-detail',
  eventsCarouselDetailFor: (id: string) => `/events-carousel-detail?id=${encodeURIComponent(id)}`,
  newsletter: '/newsletter',
  eventDetailPattern: '/event-detail/:id',
  eventDetail: (id: string | number) => `/event-detail/${encodeURIComponent(String(id))}`,
  businessInsightsPattern: '/business-insights/:type',
  businessInsights: (type: InsightType) => `/business-insights/${type}`,
  changePassword: '/change-psd',
  alerts: '/alerts',
  login: '/auth/login',
  checkEmail: '/auth/check-email',
  resetPassword: '/auth/reset-password',
  noAuthority: '/no-authority',
  iboss: {
    root: '/iboss',
    configuration: '/iboss/configuration',
    dfDetail: '/iboss/df/detail',
    user: '/iboss/user',
    contractDetail: '/iboss/contract/detail',
    carouselDetail: '/iboss/carousel/detail',
  },
} as const;

/** The same screen in the mobile tree: `/overview` -> `/mobile/overview`. */
export const toMobile = (path: string): string =>
  path === '/' ? MOBILE_PREFIX : path.startsWith(MOBILE_PREFIX) ? path : `${MOBILE_PREFIX}${path}`;
