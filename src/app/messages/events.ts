/** User-facing text of the events and highlights page (both trees; desktop adds its breadcrumbs). */
export const eventsMessages = {
  notFoundTitle: 'This item is not available',
  notFoundText: 'It may have ended or been removed.',
  backToOverview: 'Back to overview',
  loadFailed: "Couldn't load this item",
  retry: 'Retry',
  period: 'Featured',
  openEvent: 'View the event',
  video: (title: string) => `Video: ${title}`,
  /** The page without an id: the list of highlights and events. */
  list: {
    title: 'Events and highlights',
    current: 'Now and coming up',
    past: 'Past',
    highlights: 'Highlights',
    events: 'Events',
    noCurrent: 'Nothing is on right now.',
    noPast: 'Nothing has ended yet.',
    loadFailed: "Couldn't load the events and highlights",
    retry: 'Retry',
  },
} as const;
