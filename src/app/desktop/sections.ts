import { desktopPageChunks } from '@/app/routing/page-chunks';
import type { DesktopPageChunk } from '@/app/routing/page-chunks';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import { insightTitle } from '@/app/routing/document-title';
import type { RouteTitle } from '@/app/routing/document-title';

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
  /** Read while the menu renders, in the language shown. */
  readonly label: string;
  icon?: MenuIcon;
  /** Entries of one group sit together under the group's title (business insights). */
  group?: 'businessInsights';
}

export interface DesktopSection {
  /** Route pattern, the one its chunk is declared with (src/app/routing/page-chunks.ts). */
  path: string;
  /** The page's chunk: its loader in desktop-pages.ts. */
  chunk: DesktopPageChunk;
  /** The section's side-menu entries, in menu order; none for pages reached from other pages. */
  menu?: MenuEntry[];
  /** The page's name in the browser's title, the same as its menu entry and heading (read when shown). */
  title: RouteTitle;
  /** Business insights take two types only (ROUTE-TREES); anything else is not found. */
  insightTypeGuard?: boolean;
}

/** A menu entry whose label is read when the menu reads it (never kept in one language). */
function entry(to: string, label: () => string, rest: Omit<MenuEntry, 'to' | 'label'>): MenuEntry {
  return {
    to,
    get label() {
      return label();
    },
    ...rest,
  };
}

/**
 * The partner area of the desktop tree, one entry per section in menu order: its route
 * (desktop-routes.tsx) and its menu entries (layout/desktop-menu.tsx) both derive from this list.
 */
const sections: Omit<DesktopSection, 'path'>[] = [
  {
    chunk: 'desktop-overview',
    title: () => s.overview,
    menu: [entry(paths.overview, () => s.overview, { icon: 'overview' })],
  },
  {
    chunk: 'desktop-performance-insights',
    title: () => s.performanceInsights,
    menu: [entry(paths.performanceInsights, () => s.performanceInsights, { icon: 'performance' })],
  },
  {
    chunk: 'desktop-exclusive-incentives',
    title: () => s.exclusiveIncentives,
    menu: [entry(paths.exclusiveIncentives, () => s.exclusiveIncentives, { icon: 'incentives' })],
  },
  {
    chunk: 'desktop-contracts',
    title: () => s.contracts,
    menu: [entry(paths.contracts, () => s.contracts, { icon: 'contracts' })],
  },
  {
    chunk: 'desktop-interactive-calendar',
    title: () => s.interactiveCalendar,
    menu: [entry(paths.interactiveCalendar, () => s.interactiveCalendar, { icon: 'calendar' })],
  },
  {
    chunk: 'desktop-newsletter',
    title: () => s.newsletter,
    menu: [entry(paths.newsletter, () => s.newsletter, { group: 'businessInsights' })],
  },
  {
    chunk: 'desktop-business-insights',
    title: insightTitle,
    menu: [
      entry(paths.businessInsights('Newsletter'), () => shellMessages.insightTitles.Newsletter, {
        group: 'businessInsights',
      }),
      entry(paths.businessInsights('QBR'), () => shellMessages.insightTitles.QBR, {
        group: 'businessInsights',
      }),
    ],
    insightTypeGuard: true,
  },
  {
    chunk: 'desktop-events-carousel-detail',
    title: () => s.eventsCarouselDetail,
    menu: [entry(paths.eventsCarouselDetail, () => s.eventsCarouselDetail, { icon: 'events' })],
  },
  {
    chunk: 'desktop-account-management',
    title: () => s.accountManagement,
    menu: [entry(paths.accountManagement, () => s.accountManagement, { icon: 'account' })],
  },
  {
    chunk: 'desktop-operation-log',
    title: () => s.operationLog,
    menu: [entry(paths.operationLog, () => s.operationLog, { icon: 'log' })],
  },
  {
    chunk: 'desktop-event-detail',
    title: () => s.eventDetail,
  },
  {
    chunk: 'desktop-change-password',
    title: () => s.changePassword,
  },
  // Reached from the account menu and the notification drawer.
  {
    chunk: 'desktop-alerts',
    title: () => s.alerts,
  },
];

export const desktopSections: DesktopSection[] = sections.map((section) => ({
  ...section,
  path: desktopPageChunks[section.chunk],
}));
