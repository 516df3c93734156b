/** User-facing text of the events carousel detail page (mobile). */
export const messages = {
  notFoundTitle: 'This item is not available',
  notFoundText: 'It may have ended or been removed.',
  backToOverview: 'Back to overview',
  loadFailed: "Couldn't load this item",
  retry: 'Retry',
  period: 'Featured',
  openEvent: 'View the event',
  video: (title: string) => `Video: ${title}`,
} as const;
