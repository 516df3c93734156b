/** Text of the idle time-out dialog (both trees). */
export const idleMessages = {
  title: 'Are you still there?',
  body: (time: string) =>
    `For your security you will be signed out in ${time} because there has been no activity.`,
  stay: 'Stay signed in',
  signOut: 'Sign out',
  draftRestored: 'Your session had ended. What you typed has been restored: check it and save.',
  draftDiscard: 'Discard what was restored',
};
