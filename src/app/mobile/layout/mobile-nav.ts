import { paths, toMobile } from '@/app/routing/paths';
import { mobileSections } from '@/app/mobile/sections';
import { shellMessages } from '@/app/messages/app';

/** The five main sections in the tab bar (src/app/mobile/sections.ts); `title()` reads the tab's name. */
export const mobileTabs = mobileSections
  .filter((section) => section.tab)
  .map((section) => ({ key: toMobile(section.path), title: section.tab as () => string }));

/** Everything else, reachable from the nav bar's "More" sheet. */
export const mobileMoreLinks = mobileSections.flatMap((section) => section.more ?? []);

/** A page's top-bar title (`bar`) and its section's full name (`full`), by path prefix; read when shown. */
const titles: { path: string; bar: () => string; full: () => string }[] = [
  ...mobileSections
    .filter((section) => section.title)
    .map((section) => ({
      path: toMobile(section.path),
      bar: section.title as () => string,
      full: section.title as () => string,
    })),
  ...mobileTabs.map((tab) => ({ path: tab.key, bar: tab.title, full: tab.title })),
  ...mobileMoreLinks.map((link) => ({ path: link.to, bar: link.barTitle ?? link.title, full: link.title })),
];

const titleFor = (pathname: string) =>
  titles.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));

/** The top bar's title: a section's short phone title where its full name does not fit. */
export const mobileTitleFor = (pathname: string): string =>
  titleFor(pathname)?.bar() ?? shellMessages.productName;

/** The section's full name, for the top bar's accessible name when it shows a short title. */
export const mobileFullTitleFor = (pathname: string): string =>
  titleFor(pathname)?.full() ?? shellMessages.productName;

const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The tab a path belongs to (highlighted in the tab bar), or null on pages reached from "More". */
export const mobileTabFor = (pathname: string): string | null =>
  mobileTabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key ?? null;

/**
 * Whether a path is a tab's own page, the only pages without a back arrow; a page under a tab
 * (contract details under Contracts) gets one, as do the pages reached from "More".
 */
export const isMobileTabRoot = (pathname: string): boolean =>
  mobileTabs.some((tab) => tab.key === withoutTrailingSlash(pathname));

/**
 * Where the top bar's Back leads when no page of the app comes before this one (the page was
 * opened from a link or a new tab): an events item (`?id=`) goes up to the events list, a page
 * under a tab to that tab, and a page reached from "More" to the overview.
 */
export function mobileParentFor(pathname: string, search: string): string {
  const path = withoutTrailingSlash(pathname);
  const events = toMobile(paths.eventsCarouselDetail);
  if (path === events && new URLSearchParams(search).has('id')) return events;
  const tab = mobileTabFor(path);
  return tab && tab !== path ? tab : toMobile(paths.overview);
}
