import { toMobile } from '@/app/routing/paths';
import { mobileSections } from '@/app/mobile/sections';
import { shellMessages } from '@/app/messages/app';

/** The five main sections in the tab bar (src/app/mobile/sections.ts). */
export const mobileTabs = mobileSections
  .filter((section) => section.tab)
  .map((section) => ({ key: toMobile(section.path), title: section.tab as string }));

/** Everything else, reachable from the nav bar's "More" sheet. */
export const mobileMoreLinks = mobileSections.flatMap((section) => section.more ?? []);

const titles: [string, string][] = [
  ...mobileSections
    .filter((section) => section.title)
    .map((section): [string, string] => [toMobile(section.path), section.title as string]),
  ...mobileTabs.map((tab): [string, string] => [tab.key, tab.title]),
  ...mobileMoreLinks.map((link): [string, string] => [link.to, link.title]),
];

export const mobileTitleFor = (pathname: string): string =>
  titles.find(([path]) => pathname === path || pathname.startsWith(`${path}/`))?.[1] ??
  shellMessages.productName;

/** The tab a path belongs to, or null on pages reached from "More" (they get a back arrow). */
export const mobileTabFor = (pathname: string): string | null =>
  mobileTabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key ?? null;
