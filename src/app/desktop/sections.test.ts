import { matchRoutes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { desktopRoutes } from './desktop-routes';
import { desktopSections } from './sections';

const Providers = ({ children }: { children: ReactNode }) => children;

/** The pattern of the deepest route a URL lands on ('*': the not-found page, or no match at all). */
const landing = (routes: Parameters<typeof matchRoutes>[0], url: string) => {
  const deepest = matchRoutes(routes, url)?.at(-1)?.route;
  return deepest ? (deepest.path ?? 'index') : '*';
};

describe('desktop sections', () => {
  it('every desktop menu link opens a page of the tree, in registry order', () => {
    const routes = desktopRoutes(Providers);
    const links = desktopSections.flatMap((section) => section.menu ?? []);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) expect([link.to, landing(routes, link.to)]).not.toEqual([link.to, '*']);
  });

  it('names each page chunk once', () => {
    const chunks = desktopSections.map((section) => section.chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
  });
});
