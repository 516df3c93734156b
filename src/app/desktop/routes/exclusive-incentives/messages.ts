import english from '@/locales/en/desktop-exclusive-incentives.json';
import { insightsMessages } from '@/app/messages/insights';
import { combineMessages, defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the desktop exclusive-incentives page: the shared text with its own from
 * src/locales/<language>/desktop-exclusive-incentives.json. A running (or upcoming) period shows
 * the projected reward, where the pace would land, not money earned.
 */
export const messages = combineMessages(
  insightsMessages,
  defineMessages(english, (format) => ({
    projectionNote: (projected: string) => format('projectionNote', { projected }),
  })),
);
