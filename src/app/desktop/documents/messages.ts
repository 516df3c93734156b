/** User-facing text of the desktop document screens beside the shared documentMessages. */
export const messages = {
  latestIssue: 'Latest issue',
  noEarlierIssues: 'No earlier issues yet.',
  latestOffer: (period: string) => `The ${period} issue is the latest. Open it to read it here.`,
  openLatest: 'Read the latest issue',
  /** The viewer's zoom: scale 1 fits the page to the frame's width, whatever its own size. */
  zoomOfFit: (scale: number) => (scale === 1 ? 'Fit width' : `${Math.round(scale * 100)}% of fit width`),
  fitWidthHint: 'Fit the page to the width',
} as const;
