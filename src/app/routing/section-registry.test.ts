import { matchRoutes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { desktopRoutes } from '@/app/desktop/desktop-routes';
import { desktopSections } from '@/app/desktop/sections';
import { mobileMoreLinks, mobileTabs } from '@/app/mobile/layout/mobile-nav';
import { mobileRoutes } from '@/app/mobile/mobile-routes';
import { mobileSections } from '@/app/mobile/sections';

const Providers = ({ children }: { children: ReactNode }) => children;

/** The pattern of the deepest route a URL lands on ('*': the not-found page, or no match at all). */
const landing = (routes: Parameters<typeof matchRoutes>[0], url: string) => {
  const deepest = matchRoutes(routes, url)?.at(-1)?.route;
  return deepest ? (deepest.path ?? 'index') : '*';
};

describe('section registries', () => {
  it('every desktop menu link opens a page of the tree, in registry order', () => {
    const routes = desktopRoutes(Providers);
    const links = desktopSections.flatMap((section) => section.menu ?? []);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) expect([link.to, landing(routes, link.to)]).not.toEqual([link.to, '*']);
  });

  it('every phone tab and "More" link opens a page of the tree', () => {
    const routes = mobileRoutes(Providers);
    expect(mobileTabs).toHaveLength(5);
    for (const to of [...mobileTabs.map((tab) => tab.key), ...mobileMoreLinks.map((link) => link.to)]) {
      expect([to, landing(routes, to)]).not.toEqual([to, '*']);
    }
  });

  it('names each page chunk once', () => {
    for (const sections of [desktopSections, mobileSections]) {
      const chunks = sections.map((section) => section.chunk);
      expect(new Set(chunks).size).toBe(chunks.length);
    }
  });
});
