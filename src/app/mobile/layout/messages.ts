/** User-facing text of the phone's top bar (mobile only). */
export const topBarMessages = {
  /**
   * Shorter titles for sections whose name is cut off in the top bar of a 360 px phone; the full
   * name stays the page's heading and the title's accessible name.
   */
  shortTitles: {
    qbr: 'QBR',
    changePassword: 'Password',
  },
} as const;
