import { MOBILE_PREFIX, paths, toMobile } from '@/app/routing/paths';
import { shellMessages } from '@/app/messages/app';

/** Query parameter of the mobile overview naming an event to open in its popup. */
export const OPEN_EVENT_PARAM = 'event';
/** Hash of the mobile overview that scrolls to its calendar block. */
export const CALENDAR_HASH = '#calendar';

export interface NearestMobileScreen {
  title: string;
  description: string;
  action: string;
  /** Where the action goes, inside the app. */
  to: string;
}

const m = shellMessages.desktopOnly;

/**
 * A desktop-only page reached on a phone: the device rule sends `/newsletter` to `/mobile/newsletter`,
 * which has no screen. This names the nearest mobile screen for it (null for any other path).
 */
export function nearestMobileScreen(pathname: string): NearestMobileScreen | null {
  if (!pathname.startsWith(`${MOBILE_PREFIX}/`)) return null;
  const path = pathname.slice(MOBILE_PREFIX.length).replace(/\/+$/, '');
  if (path === paths.newsletter)
    return { ...m.newsletter, to: toMobile(paths.businessInsights('Newsletter')) };
  if (path === paths.interactiveCalendar) {
    return { ...m.interactiveCalendar, to: `${toMobile(paths.overview)}${CALENDAR_HASH}` };
  }
  const event = /^\/event-detail\/([^/]+)$/.exec(path);
  if (event) {
    const query = new URLSearchParams({ [OPEN_EVENT_PARAM]: decodeURIComponent(event[1]) });
    return { ...m.eventDetail, to: `${toMobile(paths.overview)}?${query}` };
  }
  return null;
}
