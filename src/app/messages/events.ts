import english from '@/locales/en/app-events.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the events and highlights page (both trees; desktop adds its breadcrumbs),
 * from src/locales/<language>/app-events.json. `list` is the page without an id: the list of
 * highlights and events.
 */
export const eventsMessages = defineMessages(english, (format) => ({
  video: (title: string) => format('video', { title }),
  list: {
    showMore: (left: number) => format('list.showMore', { left }),
    pageOf: (what: string) => format('list.pageOf', { what }),
  },
}));
