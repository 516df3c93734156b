/** User-facing text of the session guard. */
export const sessionMessages = {
  checking: 'Checking your session…',
};
