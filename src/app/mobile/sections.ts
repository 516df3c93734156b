import { mobilePageChunks } from '@/app/routing/page-chunks';
import type { MobilePageChunk } from '@/app/routing/page-chunks';
import { shellMessages } from '@/app/messages/app';
import { paths, toMobile } from '@/app/routing/paths';
import { mobileMessages } from '@/app/mobile/layout/messages';
import { insightTitle } from '@/app/routing/document-title';
import type { RouteTitle } from '@/app/routing/document-title';

const s = shellMessages.sections;
const t = shellMessages.mobileTabs;

export interface MobileSection {
  /** Route pattern without the /mobile prefix, the one its chunk is declared with (src/app/routing/page-chunks.ts). */
  path: string;
  /** The page's chunk: its loader in mobile-pages.ts. */
  chunk: MobilePageChunk;
  /** The page's name in the browser's title: its heading, the full form of its tab's name. */
  pageTitle: RouteTitle;
  /** The top bar's title on this page (the tab or "More" title when it has one). */
  title?: () => string;
  /** Its tab's name in the tab bar (five main sections). */
  tab?: () => string;
  /**
   * Its links in the nav bar's "More" sheet; `barTitle` is the top bar's title on that page where
   * `title` is cut off on a 360 px phone.
   */
  more?: { to: string; title: () => string; barTitle?: () => string }[];
  /**
   * Business insights check their type before the layout, so an unknown type is a not-found page
   * without it (ROUTE-TREES).
   */
  insightTypeGuard?: boolean;
}

/**
 * The partner area of the mobile tree, one entry per section in tab and "More" order: its route
 * (mobile-routes.tsx), its tab or "More" link and its top-bar title (layout/mobile-nav.ts) all
 * derive from this list. Its names are functions, read while rendering, so they follow the language
 * shown now (docs/i18n.md).
 */
const sections: Omit<MobileSection, 'path'>[] = [
  {
    chunk: 'mobile-overview',
    pageTitle: () => s.overview,
    tab: () => t.overview,
  },
  {
    chunk: 'mobile-performance-insights',
    pageTitle: () => s.performanceInsights,
    tab: () => t.performanceInsights,
  },
  {
    chunk: 'mobile-exclusive-incentives',
    pageTitle: () => s.exclusiveIncentives,
    tab: () => t.exclusiveIncentives,
  },
  {
    chunk: 'mobile-contracts',
    pageTitle: () => s.contracts,
    tab: () => t.contracts,
  },
  {
    chunk: 'mobile-account-management',
    pageTitle: () => s.accountManagement,
    tab: () => t.accountManagement,
  },
  {
    chunk: 'mobile-contract-details',
    pageTitle: () => s.contractDetails,
    title: () => s.contractDetails,
  },
  {
    chunk: 'mobile-business-insights',
    pageTitle: insightTitle,
    more: [
      {
        to: toMobile(paths.businessInsights('Newsletter')),
        title: () => shellMessages.insightTitles.Newsletter,
      },
      {
        to: toMobile(paths.businessInsights('QBR')),
        title: () => shellMessages.insightTitles.QBR,
        barTitle: () => mobileMessages.shortTitles.qbr,
      },
    ],
    insightTypeGuard: true,
  },
  {
    chunk: 'mobile-events-carousel-detail',
    pageTitle: () => s.eventsCarouselDetail,
    more: [{ to: toMobile(paths.eventsCarouselDetail), title: () => s.eventsCarouselDetail }],
  },
  {
    chunk: 'mobile-operation-log',
    pageTitle: () => s.operationLog,
    more: [{ to: toMobile(paths.operationLog), title: () => s.operationLog }],
  },
  {
    chunk: 'mobile-change-password',
    pageTitle: () => s.changePassword,
    more: [
      {
        to: toMobile(paths.changePassword),
        title: () => s.changePassword,
        barTitle: () => mobileMessages.shortTitles.changePassword,
      },
    ],
  },
  {
    chunk: 'mobile-alerts',
    pageTitle: () => s.alerts,
    more: [{ to: toMobile(paths.alerts), title: () => s.alerts }],
  },
];

export const mobileSections: MobileSection[] = sections.map((section) => ({
  ...section,
  path: mobilePageChunks[section.chunk],
}));
