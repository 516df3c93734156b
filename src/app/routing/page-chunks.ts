import { paths } from './paths';

/**
 * Each partner section's page chunk, by name, with the route pattern it serves (the phone's
 * without its /mobile prefix), in menu order. The one place a page chunk is named: the trees'
 * sections and page loaders are typed by it, the landing preload (landing-chunks.ts) and
 * webpack.config.ts (the desktop frame, the landing chunk ids) read it, and page-chunks.test.ts
 * holds the loaders' webpackChunkName comments, budgets.json and the bench to it (a magic comment
 * cannot read a variable). Plain data with relative imports only: webpack.config.ts loads it
 * outside the bundle.
 */
export const desktopPageChunks = {
  'desktop-overview': paths.overview,
  'desktop-performance-insights': paths.performanceInsights,
  'desktop-exclusive-incentives': paths.exclusiveIncentives,
  'desktop-contracts': paths.contracts,
  'desktop-interactive-calendar': paths.interactiveCalendar,
  'desktop-newsletter': paths.newsletter,
  'desktop-business-insights': paths.businessInsightsPattern,
  'desktop-events-carousel-detail': paths.eventsCarouselDetail,
  'desktop-account-management': paths.accountManagement,
  'desktop-operation-log': paths.operationLog,
  'desktop-event-detail': paths.eventDetailPattern,
  'desktop-change-password': paths.changePassword,
  'desktop-alerts': paths.alerts,
} as const;

export const mobilePageChunks = {
  'mobile-overview': paths.overview,
  'mobile-performance-insights': paths.performanceInsights,
  'mobile-exclusive-incentives': paths.exclusiveIncentives,
  'mobile-contracts': paths.contracts,
  'mobile-account-management': paths.accountManagement,
  'mobile-contract-details': paths.contractDetails,
  'mobile-business-insights': paths.businessInsightsPattern,
  'mobile-events-carousel-detail': paths.eventsCarouselDetail,
  'mobile-operation-log': paths.operationLog,
  'mobile-change-password': paths.changePassword,
  'mobile-alerts': paths.alerts,
} as const;

export type DesktopPageChunk = keyof typeof desktopPageChunks;
export type MobilePageChunk = keyof typeof mobilePageChunks;

/** Each tree's signed-in layout chunk, which frames its section pages. */
export const layoutChunks = { desktop: 'desktop-layout', mobile: 'mobile-layout' } as const;
