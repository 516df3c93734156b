import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { Params } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import { useLocale } from '@/shared/i18n';
import { INSIGHT_TYPES } from './paths';
import type { InsightType } from './paths';

/**
 * A route's name in the browser's title, read from the route's parameters. Routes are made once,
 * so a name from a catalogue is given as a function (`() => m.login`), read in the language shown
 * (docs/i18n.md); a plain string stays as it is.
 */
export type RouteTitle = string | ((params: Readonly<Params>) => string);

/** A business-insights page is named after its type; an unknown type is a not-found page. */
export const insightTitle: RouteTitle = ({ type }) =>
  INSIGHT_TYPES.includes(type as InsightType)
    ? shellMessages.insightTitles[type as InsightType]
    : shellMessages.pageTitles.notFound;

/** "Contracts · Partner portal": the page first, so tabs and history tell pages apart. */
export const browserTitle = (page: string): string => `${page} · ${shellMessages.browserTitle}`;

/**
 * Sets the browser's title for the route it wraps. Route registrations put it around their page
 * (lazyRoute's `title`, the trees' not-found and notice elements), so a page never sets it itself.
 */
export function DocumentTitle({ title, children }: { title: RouteTitle; children: ReactElement }) {
  const params = useParams();
  // A language change names the page again.
  useLocale();
  const text = browserTitle(typeof title === 'function' ? title(params) : title);
  useEffect(() => {
    // Only a document with a title element gets the route's name (the portal's own page has one);
    // the portal adds nothing to a host's head, and what it changed goes back when it unmounts.
    const element = document.head.querySelector('title');
    if (!element) return undefined;
    const before = element.textContent;
    element.textContent = text;
    return () => {
      element.textContent = before;
    };
  }, [text]);
  return children;
}

/** `element` under its browser title. */
export const titled = (title: RouteTitle, element: ReactElement): ReactElement => (
  <DocumentTitle title={title}>{element}</DocumentTitle>
);
