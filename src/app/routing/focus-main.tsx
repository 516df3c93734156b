import { useEffect, useRef } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import { useLocale } from '@/shared/i18n';

/** How long a route change waits for its page's heading (lazy pages load their chunk first). */
const HEADING_WAIT_MS = 8000;
const MAIN_ID = 'pp-main-content';
const SKIP_CLASS = 'pp-skip-link';

/** The app's wrapper in the page (standalone or inside a host): focus moves only inside it. */
const appRoot = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-partner-portal]');

const typing = (element: Element | null) =>
  !!element &&
  (/^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || (element as HTMLElement).isContentEditable);

function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * After each route change (sign-in included) keyboard and screen-reader users start at the new
 * page's main heading instead of wherever the old page left focus. Not on the first load (the
 * browser starts at the top anyway) and not when the new page put focus in a field itself.
 */
export function useFocusMainHeading() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = appRoot();
    if (!root) return;
    const tryFocus = () => {
      if (typing(document.activeElement) && root.contains(document.activeElement)) return true;
      const heading = root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusTarget(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}

const skipStyles = `.${SKIP_CLASS}{position:absolute;left:8px;top:-48px;z-index:1100;padding:8px 16px;border-radius:6px;background:#fff;color:#0b3d91;font-weight:600;text-decoration:underline;box-shadow:0 2px 8px rgba(0,0,0,.25);outline:2px solid #0b3d91;outline-offset:2px}.${SKIP_CLASS}:focus{top:8px}`;

/**
 * "Skip to main content": the first stop of the Tab key in both layouts. A click handler rather
 * than a `#fragment` link, which hash-history hosts would read as a route.
 */
export function SkipLink() {
  // Rendered by the layouts, outside the routes' pages: it follows a language switch itself.
  useLocale();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    focusTarget(heading ?? main);
  };
  return (
    <>
      <style>{skipStyles}</style>
      <a href={`#${MAIN_ID}`} className={SKIP_CLASS} onClick={skip}>
        {shellMessages.skipToMain}
      </a>
    </>
  );
}

/** Props for a layout's `<main>`: the skip link's target. */
export const mainLandmark: { id: string; tabIndex: number; style: CSSProperties } = {
  id: MAIN_ID,
  tabIndex: -1,
  style: { outline: 'none' },
};
