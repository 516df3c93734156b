/** User-facing text of the app shell (layouts, menus, error and not-found screens). */
export const shellMessages = {
  productName: 'Partner Portal',
  /** The browser's title after each page's name ("Contracts · Partner portal"). */
  browserTitle: 'Partner portal',
  /** Browser titles of pages outside the section registries (each tree's sections.ts). */
  pageTitles: {
    login: 'Sign in',
    checkEmail: 'Forgot password',
    resetPassword: 'Choose a new password',
    noAuthority: 'No authority',
    notFound: 'Page not found',
    staffNeedsDesktop: 'Staff area',
  },
  staffProductName: 'Partner Portal · Staff',
  back: 'Back',
  skipToMain: 'Skip to main content',
  sections: {
    overview: 'Overview',
    performanceInsights: 'Performance insights',
    exclusiveIncentives: 'Exclusive incentives',
    contracts: 'Contracts',
    contractDetails: 'Contract details',
    interactiveCalendar: 'Interactive calendar',
    businessInsights: 'Business insights',
    newsletter: 'Newsletter',
    qbr: 'Quarterly business reviews',
    accountManagement: 'Account management',
    operationLog: 'Operation log',
    eventsCarouselDetail: 'Events and highlights',
    eventDetail: 'Event detail',
    changePassword: 'Change password',
    alerts: 'Alerts',
    more: 'More',
  },
  mobileTabs: {
    overview: 'Overview',
    performanceInsights: 'Performance',
    exclusiveIncentives: 'Incentives',
    contracts: 'Contracts',
    accountManagement: 'Account',
  },
  staff: {
    configuration: 'Configuration',
    dfDetail: 'Development funds',
    user: 'Users',
    contractDetail: 'Contracts',
    carouselDetail: 'Carousel',
    backToPortal: 'Partner view',
    signOut: 'Sign out',
  },
  placeholder: {
    empty: 'Nothing to show here yet.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist or has moved.',
    backHome: 'Back to overview',
  },
  /** A phone on a desktop-only page: what the phone offers instead (mobile not-found page). */
  desktopOnly: {
    newsletter: {
      title: 'Newsletters are under Business insights',
      description: 'On a phone, newsletters are listed with the other business insights.',
      action: 'Open the newsletters',
    },
    interactiveCalendar: {
      title: 'The calendar is on the overview',
      description: 'On a phone, the events calendar is part of the overview.',
      action: "Open the overview's events",
    },
    eventDetail: {
      title: 'Events open over the overview',
      description: 'On a phone, an event opens over the overview.',
      action: 'Open the event',
    },
  },
  /** A phone in the staff area (desktop only). */
  staffNeedsDesktop: {
    title: 'The staff area needs a larger screen',
    description:
      'Content management is made for a computer. Sign in on a desktop browser to work in the staff area.',
    signOut: 'Sign out',
    signIn: 'Go to sign-in',
  },
  error: {
    title: 'Something went wrong',
    description:
      'This part of the portal could not be shown. You can try again; your other work is not affected.',
    chunkDescription:
      'Part of the portal could not be downloaded. It may have just been updated: reload the page to get the new version.',
    retry: 'Try again',
    reload: 'Reload page',
    backHome: 'Back to overview',
  },
  loading: 'Loading…',
  /** The "More" sheet's entry opening the debug console (dev and sim hosts, ENV-VCONSOLE). */
  debugConsole: 'Debug console',
  menu: {
    openMenu: 'Open menu',
    mainNavigation: 'Main navigation',
  },
} as const;
