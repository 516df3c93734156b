import type { ComponentType } from 'react';
import { shellMessages } from '@/app/messages/app';
import { paths, toMobile } from '@/app/routing/paths';

const s = shellMessages.sections;
const t = shellMessages.mobileTabs;

export interface MobileSection {
  /** Route pattern without the /mobile prefix, from the path registry (src/app/routing/paths.ts). */
  path: string;
  /** The page's chunk (the same name as its webpackChunkName). */
  chunk: string;
  load: () => Promise<{ default: ComponentType<object> }>;
  /** The top bar's title on this page (the tab or "More" title when it has one). */
  title?: string;
  /** Its tab in the tab bar (five main sections). */
  tab?: string;
  /** Its links in the nav bar's "More" sheet. */
  more?: { to: string; title: string }[];
  /**
   * Business insights check their type before the layout, so an unknown type is a not-found page
   * without it (ROUTE-TREES).
   */
  insightTypeGuard?: boolean;
}

/**
 * The partner area of the mobile tree, one entry per section in tab and "More" order: its route
 * (mobile-routes.tsx), its tab or "More" link and its top-bar title (layout/mobile-nav.ts) all
 * derive from this list.
 */
export const mobileSections: MobileSection[] = [
  {
    path: paths.overview,
    chunk: 'mobile-overview',
    load: () => import(/* webpackChunkName: "mobile-overview" */ './routes/overview/overview-page'),
    tab: t.overview,
  },
  {
    path: paths.performanceInsights,
    chunk: 'mobile-performance-insights',
    load: () =>
      import(
        /* webpackChunkName: "mobile-performance-insights" */ './routes/performance-insights/performance-insights-page'
      ),
    tab: t.performanceInsights,
  },
  {
    path: paths.exclusiveIncentives,
    chunk: 'mobile-exclusive-incentives',
    load: () =>
      import(
        /* webpackChunkName: "mobile-exclusive-incentives" */ './routes/exclusive-incentives/exclusive-incentives-page'
      ),
    tab: t.exclusiveIncentives,
  },
  {
    path: paths.contracts,
    chunk: 'mobile-contracts',
    load: () => import(/* webpackChunkName: "mobile-contracts" */ './routes/contracts/contracts-page'),
    tab: t.contracts,
  },
  {
    path: paths.accountManagement,
    chunk: 'mobile-account-management',
    load: () =>
      import(
        /* webpackChunkName: "mobile-account-management" */ './routes/account-management/account-management-page'
      ),
    tab: t.accountManagement,
  },
  {
    path: paths.contractDetails,
    chunk: 'mobile-contract-details',
    load: () =>
      import(
        /* webpackChunkName: "mobile-contract-details" */ './routes/contract-details/contract-details-page'
      ),
    title: s.contractDetails,
  },
  {
    path: paths.businessInsightsPattern,
    chunk: 'mobile-business-insights',
    load: () =>
      import(
        /* webpackChunkName: "mobile-business-insights" */ './routes/business-insights/business-insights-page'
      ),
    more: [
      { to: toMobile(paths.businessInsights('Newsletter')), title: s.newsletter },
      { to: toMobile(paths.businessInsights('QBR')), title: s.qbr },
    ],
    insightTypeGuard: true,
  },
  {
    path: paths.eventsCarouselDetail,
    chunk: 'mobile-events-carousel-detail',
    load: () =>
      import(
        /* webpackChunkName: "mobile-events-carousel-detail" */ './routes/events-carousel-detail/events-carousel-detail-page'
      ),
    more: [{ to: toMobile(paths.eventsCarouselDetail), title: s.eventsCarouselDetail }],
  },
  {
    path: paths.operationLog,
    chunk: 'mobile-operation-log',
    load: () =>
      import(/* webpackChunkName: "mobile-operation-log" */ './routes/operation-log/operation-log-page'),
    more: [{ to: toMobile(paths.operationLog), title: s.operationLog }],
  },
  {
    path: paths.changePassword,
    chunk: 'mobile-change-password',
    load: () =>
      import(
        /* webpackChunkName: "mobile-change-password" */ './routes/change-password/change-password-page'
      ),
    more: [{ to: toMobile(paths.changePassword), title: s.changePassword }],
  },
];
