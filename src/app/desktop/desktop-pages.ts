import type { ComponentType } from 'react';
import type { DesktopPageChunk } from '@/app/routing/page-chunks';

type PageLoader = () => Promise<{ default: ComponentType<object> }>;

/**
 * The code of each desktop section page, by its chunk name (routing/page-chunks.ts). Kept apart from sections.ts so the app's first
 * chunk can read the section list (routing/landing-chunks.ts) without taking every page's import
 * into its own chunk graph.
 */
export const desktopPageLoaders = {
  'desktop-overview': () =>
    import(/* webpackChunkName: "desktop-overview" */ './routes/overview/overview-page'),
  'desktop-performance-insights': () =>
    import(
      /* webpackChunkName: "desktop-performance-insights" */ './routes/performance-insights/performance-insights-page'
    ),
  'desktop-exclusive-incentives': () =>
    import(
      /* webpackChunkName: "desktop-exclusive-incentives" */ './routes/exclusive-incentives/exclusive-incentives-page'
    ),
  'desktop-contracts': () =>
    import(/* webpackChunkName: "desktop-contracts" */ './routes/contracts/contracts-page'),
  'desktop-interactive-calendar': () =>
    import(
      /* webpackChunkName: "desktop-interactive-calendar" */ './routes/interactive-calendar/interactive-calendar-page'
    ),
  'desktop-newsletter': () =>
    import(/* webpackChunkName: "desktop-newsletter" */ './routes/newsletter/newsletter-page'),
  'desktop-business-insights': () =>
    import(
      /* webpackChunkName: "desktop-business-insights" */ './routes/business-insights/business-insights-page'
    ),
  'desktop-events-carousel-detail': () =>
    import(
      /* webpackChunkName: "desktop-events-carousel-detail" */ './routes/events-carousel-detail/events-carousel-detail-page'
    ),
  'desktop-account-management': () =>
    import(
      /* webpackChunkName: "desktop-account-management" */ './routes/account-management/account-management-page'
    ),
  'desktop-operation-log': () =>
    import(/* webpackChunkName: "desktop-operation-log" */ './routes/operation-log/operation-log-page'),
  'desktop-event-detail': () =>
    import(/* webpackChunkName: "desktop-event-detail" */ './routes/event-detail/event-detail-page'),
  'desktop-change-password': () =>
    import(/* webpackChunkName: "desktop-change-password" */ './routes/change-password/change-password-page'),
  'desktop-alerts': () => import(/* webpackChunkName: "desktop-alerts" */ './routes/alerts/alerts-page'),
} satisfies Record<DesktopPageChunk, PageLoader>;
