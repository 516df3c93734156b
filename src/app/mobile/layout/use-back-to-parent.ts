import { useLocation, useNavigate } from 'react-router-dom';
import { mobileParentFor } from './mobile-nav';

/**
 * Whether the history entry before this one is a page of the app. The router numbers the entries
 * it makes (`history.state.idx`, 0 for the first): a page opened from a link or in a new tab is
 * 0, also after the device redirect (ROUTE-REDIRECT) replaced it, and going back from there would
 * leave the portal. A router that keeps no such state (in memory) gives its first entry the key
 * 'default'.
 */
function hasAppPageBefore(locationKey: string): boolean {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/** The top bar's Back: the previous page of the app, or else the page's parent in the app. */
export function useBackToParent(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => {
    if (hasAppPageBefore(location.key)) navigate(-1);
    // Replaces the page, so the browser's own Back from the parent does not return to it.
    else navigate(mobileParentFor(location.pathname, location.search), { replace: true });
  };
}
