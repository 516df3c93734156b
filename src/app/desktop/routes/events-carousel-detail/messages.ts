import english from '@/locales/en/desktop-events.json';
import { eventsMessages } from '@/app/messages/events';
import { combineMessages, defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the events carousel detail page (desktop): the shared text with its
 * breadcrumbs and the list's introduction from src/locales/<language>/desktop-events.json.
 */
export const messages = combineMessages(eventsMessages, defineMessages(english));
