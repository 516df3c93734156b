import english from '@/locales/en/mobile-event-popup.json';
import { overviewMessages } from '@/app/messages/overview';
import { defineMessages } from '@/shared/i18n';

const own = defineMessages(english);

/**
 * User-facing text of the mobile event popup (opened from the overview, the carousel and a
 * notification), from mobile-event-popup.json; `retry` and the event types are the overview's.
 */
export const eventPopupMessages = {
  get retry() {
    return overviewMessages.retry;
  },
  get eventTypes() {
    return overviewMessages.eventTypes;
  },
  get close() {
    return own.close;
  },
  /** The sheet's name for screen readers (the event's title is its first heading). */
  get dialog() {
    return own.dialog;
  },
  get notFoundTitle() {
    return own.notFoundTitle;
  },
  get notFoundText() {
    return own.notFoundText;
  },
  get loadFailed() {
    return own.loadFailed;
  },
  get when() {
    return own.when;
  },
  get where() {
    return own.where;
  },
  get countries() {
    return own.countries;
  },
  get allCountries() {
    return own.allCountries;
  },
};
