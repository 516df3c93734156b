import { paths, toMobile } from '@/app/routing/paths';
import { shellMessages } from '@/app/messages/app';

const s = shellMessages.sections;
const t = shellMessages.mobileTabs;

/** The five main sections in the tab bar. */
export const mobileTabs = [
  { key: toMobile(paths.overview), title: t.overview },
  { key: toMobile(paths.performanceInsights), title: t.performanceInsights },
  { key: toMobile(paths.exclusiveIncentives), title: t.exclusiveIncentives },
  { key: toMobile(paths.contracts), title: t.contracts },
  { key: toMobile(paths.accountManagement), title: t.accountManagement },
] as const;

/** Everything else, reachable from the nav bar's "More" sheet. */
export const mobileMoreLinks = [
  { to: toMobile(paths.businessInsights('Newsletter')), title: s.newsletter },
  { to: toMobile(paths.businessInsights('QBR')), title: s.qbr },
  { to: toMobile(paths.eventsCarouselDetail), title: s.eventsCarouselDetail },
  { to: toMobile(paths.operationLog), title: s.operationLog },
  { to: toMobile(paths.changePassword), title: s.changePassword },
] as const;

const titles: [string, string][] = [
  [toMobile(paths.contractDetails), s.contractDetails],
  ...mobileTabs.map((tab): [string, string] => [tab.key, tab.title]),
  ...mobileMoreLinks.map((link): [string, string] => [link.to, link.title]),
];

export const mobileTitleFor = (pathname: string): string =>
  titles.find(([path]) => pathname === path || pathname.startsWith(`${path}/`))?.[1] ??
  shellMessages.productName;

/** The tab a path belongs to, or null on pages reached from "More" (they get a back arrow). */
export const mobileTabFor = (pathname: string): string | null =>
  mobileTabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key ?? null;
