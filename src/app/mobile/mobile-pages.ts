import type { ComponentType } from 'react';
import type { MobilePageChunk } from '@/app/routing/page-chunks';

type PageLoader = () => Promise<{ default: ComponentType<object> }>;

/**
 * The code of each mobile section page, by its chunk name (routing/page-chunks.ts). Kept apart from sections.ts so the app's first
 * chunk can read the section list (routing/landing-chunks.ts) without taking every page's import
 * into its own chunk graph.
 */
export const mobilePageLoaders = {
  'mobile-overview': () =>
    import(/* webpackChunkName: "mobile-overview" */ './routes/overview/overview-page'),
  'mobile-performance-insights': () =>
    import(
      /* webpackChunkName: "mobile-performance-insights" */ './routes/performance-insights/performance-insights-page'
    ),
  'mobile-exclusive-incentives': () =>
    import(
      /* webpackChunkName: "mobile-exclusive-incentives" */ './routes/exclusive-incentives/exclusive-incentives-page'
    ),
  'mobile-contracts': () =>
    import(/* webpackChunkName: "mobile-contracts" */ './routes/contracts/contracts-page'),
  'mobile-account-management': () =>
    import(
      /* webpackChunkName: "mobile-account-management" */ './routes/account-management/account-management-page'
    ),
  'mobile-contract-details': () =>
    import(
      /* webpackChunkName: "mobile-contract-details" */ './routes/contract-details/contract-details-page'
    ),
  'mobile-business-insights': () =>
    import(
      /* webpackChunkName: "mobile-business-insights" */ './routes/business-insights/business-insights-page'
    ),
  'mobile-events-carousel-detail': () =>
    import(
      /* webpackChunkName: "mobile-events-carousel-detail" */ './routes/events-carousel-detail/events-carousel-detail-page'
    ),
  'mobile-operation-log': () =>
    import(/* webpackChunkName: "mobile-operation-log" */ './routes/operation-log/operation-log-page'),
  'mobile-change-password': () =>
    import(/* webpackChunkName: "mobile-change-password" */ './routes/change-password/change-password-page'),
  'mobile-alerts': () => import(/* webpackChunkName: "mobile-alerts" */ './routes/alerts/alerts-page'),
} satisfies Record<MobilePageChunk, PageLoader>;
