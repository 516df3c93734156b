import { eventsMessages } from '@/app/messages/events';

/** User-facing text of the events carousel detail page (desktop): the shared text and its breadcrumbs. */
export const messages = {
  ...eventsMessages,
  overview: 'Overview',
  listCrumb: 'Events and highlights',
  list: {
    ...eventsMessages.list,
    intro: 'What is on across the network now and coming up, and what has ended.',
  },
} as const;
