import english from '@/locales/en/desktop-event-detail.json';
import { shellMessages } from '@/app/messages/app';
import { combineMessages, defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the event detail page (desktop), from
 * src/locales/<language>/desktop-event-detail.json; its breadcrumbs name the sections it is
 * reached from as the menu does.
 */
export const messages = combineMessages(
  {
    get events(): string {
      return shellMessages.sections.eventsCarouselDetail;
    },
    get calendar(): string {
      return shellMessages.sections.interactiveCalendar;
    },
  },
  defineMessages(english),
);
