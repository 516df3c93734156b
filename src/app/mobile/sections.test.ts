import { matchRoutes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { mobileMoreLinks, mobileTabs } from './layout/mobile-nav';
import { mobileRoutes } from './mobile-routes';
import { mobileSections } from './sections';

const Providers = ({ children }: { children: ReactNode }) => children;

/** The pattern of the deepest route a URL lands on ('*': the not-found page, or no match at all). */
const landing = (routes: Parameters<typeof matchRoutes>[0], url: string) => {
  const deepest = matchRoutes(routes, url)?.at(-1)?.route;
  return deepest ? (deepest.path ?? 'index') : '*';
};

describe('mobile sections', () => {
  it('every phone tab and "More" link opens a page of the tree', () => {
    const routes = mobileRoutes(Providers);
    expect(mobileTabs).toHaveLength(5);
    for (const to of [...mobileTabs.map((tab) => tab.key), ...mobileMoreLinks.map((link) => link.to)]) {
      expect([to, landing(routes, to)]).not.toEqual([to, '*']);
    }
  });

  it('names each page chunk once', () => {
    const chunks = mobileSections.map((section) => section.chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
  });
});
