import type { NameProblem } from '@contract/shared/person-name';

/** User-facing text of account management (both trees). */
export const accountMessages = {
  title: 'Account management',
  profile: {
    title: 'Profile',
    email: 'Email',
    givenName: 'Given name',
    familyName: 'Family name',
    fullName: 'Full name',
    partner: 'Partner',
    role: 'Role',
    edit: 'Edit name',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Your name has been saved.',
    roles: { PARTNER: 'Partner user', ADMIN: 'Admin', STAFF: 'Network staff' } as Record<string, string>,
    logoAlt: (name: string) => `${name} logo`,
  },
  nameProblems: {
    required: 'Enter a name.',
    tooLong: 'At most 50 characters.',
    characters: 'Only letters, spaces, hyphens, apostrophes and dots.',
  } satisfies Record<NameProblem, string>,
  partners: {
    title: 'Your partners',
    intro: 'As an admin you can work on any partner of your list.',
    current: 'Current',
    switchTo: (name: string) => `Switch to ${name}`,
    switched: (name: string) => `You are now viewing ${name}.`,
  },
  security: {
    title: 'Sign-in and security',
    lastSignIn: 'Last sign-in before this one',
    lastFailed: 'Last failed sign-in',
    never: 'None recorded',
    changePassword: 'Change password',
    operationLog: 'View operation log',
    from: (ip: string | null) => (ip ? ` from ${ip}` : ''),
  },
  sessions: {
    title: 'Where you are signed in',
    intro: 'Sessions end after a period without activity. Sign out any device you do not recognise.',
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    signedInAt: 'Signed in',
    lastActive: 'Last active',
    ip: 'IP address',
    signOut: 'Sign out',
    signOutDevice: (device: string) => `Sign out ${device}`,
    signOutOthers: 'Sign out everywhere else',
    confirmOthers: 'Sign out every other device? They will need to sign in again.',
    confirm: 'Sign out',
    cancel: 'Cancel',
    othersDone: (count: number) =>
      count === 0
        ? 'No other sessions were active.'
        : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
    oneDone: 'The session has been signed out.',
    onlyThis: 'You are signed in on this device only.',
    device: (browser: string | null, os: string | null) =>
      browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device'),
  },
  digest: {
    title: 'Weekly digest',
    label: 'Weekly digest by mail',
    intro:
      "Every Monday: last week's volume and transactions against the week before, claims, contracts ending soon and new documents. Each mail has a one-click unsubscribe link.",
    on: 'You will get the weekly digest by mail.',
    off: 'You will not get the weekly digest.',
    saveFailed: 'Your choice could not be saved. Try again.',
  },
  loadFailed: (what: string) => `${what} could not be loaded.`,
  retry: 'Retry',
} as const;
