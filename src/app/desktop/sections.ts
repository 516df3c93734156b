import type { DesktopPageChunk } from './desktop-pages';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';

const s = shellMessages.sections;

/** Icons of the side menu by name: desktop-menu.tsx draws them, so icon code stays in the layout's chunk. */
export type MenuIcon =
  | 'overview'
  | 'performance'
  | 'incentives'
  | 'contracts'
  | 'calendar'
  | 'businessInsights'
  | 'events'
  | 'account'
  | 'log';

export interface MenuEntry {
  to: string;
  label: string;
  icon?: MenuIcon;
  /** Entries of one group sit together under the group's title (business insights). */
  group?: 'businessInsights';
}

export interface DesktopSection {
  /** Route pattern, from the path registry (src/app/routing/paths.ts). */
  path: string;
  /** The page's chunk: its loader in desktop-pages.ts (the same name as its webpackChunkName). */
  chunk: DesktopPageChunk;
  /** The section's side-menu entries, in menu order; none for pages reached from other pages. */
  menu?: MenuEntry[];
  /** Business insights take two types only (ROUTE-TREES); anything else is not found. */
  insightTypeGuard?: boolean;
}

/**
 * The partner area of the desktop tree, one entry per section in menu order: its route
 * (desktop-routes.tsx) and its menu entries (layout/desktop-menu.tsx) both derive from this list.
 */
export const desktopSections: DesktopSection[] = [
  {
    path: paths.overview,
    chunk: 'desktop-overview',
    menu: [{ to: paths.overview, label: s.overview, icon: 'overview' }],
  },
  {
    path: paths.performanceInsights,
    chunk: 'desktop-performance-insights',
    menu: [{ to: paths.performanceInsights, label: s.performanceInsights, icon: 'performance' }],
  },
  {
    path: paths.exclusiveIncentives,
    chunk: 'desktop-exclusive-incentives',
    menu: [{ to: paths.exclusiveIncentives, label: s.exclusiveIncentives, icon: 'incentives' }],
  },
  {
    path: paths.contracts,
    chunk: 'desktop-contracts',
    menu: [{ to: paths.contracts, label: s.contracts, icon: 'contracts' }],
  },
  {
    path: paths.interactiveCalendar,
    chunk: 'desktop-interactive-calendar',
    menu: [{ to: paths.interactiveCalendar, label: s.interactiveCalendar, icon: 'calendar' }],
  },
  {
    path: paths.newsletter,
    chunk: 'desktop-newsletter',
    menu: [{ to: paths.newsletter, label: s.newsletter, group: 'businessInsights' }],
  },
  {
    path: paths.businessInsightsPattern,
    chunk: 'desktop-business-insights',
    menu: [
      {
        to: paths.businessInsights('Newsletter'),
        label: `${s.newsletter} archive`,
        group: 'businessInsights',
      },
      { to: paths.businessInsights('QBR'), label: s.qbr, group: 'businessInsights' },
    ],
    insightTypeGuard: true,
  },
  {
    path: paths.eventsCarouselDetail,
    chunk: 'desktop-events-carousel-detail',
    menu: [{ to: paths.eventsCarouselDetail, label: s.eventsCarouselDetail, icon: 'events' }],
  },
  {
    path: paths.accountManagement,
    chunk: 'desktop-account-management',
    menu: [{ to: paths.accountManagement, label: s.accountManagement, icon: 'account' }],
  },
  {
    path: paths.operationLog,
    chunk: 'desktop-operation-log',
    menu: [{ to: paths.operationLog, label: s.operationLog, icon: 'log' }],
  },
  {
    path: paths.eventDetailPattern,
    chunk: 'desktop-event-detail',
  },
  {
    path: paths.changePassword,
    chunk: 'desktop-change-password',
  },
];
