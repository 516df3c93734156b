/** User-facing text of the session guard, the header's user and partner menus, and the no-authority page. */
export const sessionMessages = {
  checking: 'Checking your session…',
  /** The server answers 510870004 (its database is unreachable): still signed in, asking again. */
  unavailable: {
    status: 'Service temporarily unavailable, retrying',
    detail: 'You are still signed in. The portal carries on by itself when the service is back.',
    retryNow: 'Retry now',
  },
  noAuthority: {
    title: 'No authority',
    description:
      'Your account does not have access to this page. Please ask your portal admin to grant you the authority.',
    backHome: 'Back to overview',
    back: 'Go back',
  },
  header: {
    userMenu: 'Account menu',
    /** The menu button's name where it shows the user's name: the visible text comes first (WCAG 2.5.3). */
    userMenuOf: (name: string) => `${name}, account menu`,
    account: 'Account',
    changePassword: 'Change password',
    operationLog: 'Operation log',
    alerts: 'Alerts',
    signOut: 'Sign out',
    signingOut: 'Signing out…',
    switchPartner: 'Switch partner',
    partnerMenu: (name: string) => `Current partner: ${name}. Switch partner`,
    currentPartner: 'Current partner',
    switched: (name: string) => `You are now viewing ${name}.`,
    noPartner: 'No partner',
    logoAlt: (name: string) => `${name} logo`,
    signedInAs: 'Signed in as',
    close: 'Close',
  },
};
