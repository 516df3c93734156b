import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@server/config';

// Re-exported for the end-to-end tests, which sign in as the demo accounts.
export { DEMO_PASSWORD, DEMO_TOTP_SECRET };

/** Demo partners and accounts seeded on a fresh database; all share DEMO_PASSWORD (config.ts). */

export interface DemoPartner {
  id: string;
  name: string;
  fullName: string;
  country: string;
  brandColor: string;
  logo: string;
}

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    id: 'gcash',
    name: 'GCash',
    fullName: 'GCash (G-Xchange, Inc.)',
    country: 'PH',
    brandColor: '#007CFF',
    logo: 'gcash.svg',
  },
  {
    id: 'truemoney',
    name: 'TrueMoney',
    fullName: 'TrueMoney Wallet',
    country: 'TH',
    brandColor: '#F26F21',
    logo: 'truemoney.svg',
  },
  {
    id: 'tngd',
    name: 'TNGD',
    fullName: "Touch 'n Go Digital",
    country: 'MY',
    brandColor: '#0A3D91',
    logo: 'tngd.svg',
  },
  {
    id: 'dana',
    name: 'Dana',
    fullName: 'DANA Indonesia',
    country: 'ID',
    brandColor: '#118EEA',
    logo: 'dana.svg',
  },
];

export interface DemoUser {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  role: 'PARTNER' | 'ADMIN' | 'STAFF';
  partnerId: string | null;
  /** Admins: the partners they may switch between. */
  partnerList?: string[];
  label: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'u-gcash',
    email: 'ops@gcash.demo',
    givenName: 'Maria',
    familyName: 'Santos',
    role: 'PARTNER',
    partnerId: 'gcash',
    label: 'GCash partner user',
  },
  {
    id: 'u-truemoney',
    email: 'ops@truemoney.demo',
    givenName: 'Somchai',
    familyName: 'Prasert',
    role: 'PARTNER',
    partnerId: 'truemoney',
    label: 'TrueMoney partner user',
  },
  {
    id: 'u-tngd',
    email: 'ops@tngd.demo',
    givenName: 'Aisyah',
    familyName: 'Rahman',
    role: 'PARTNER',
    partnerId: 'tngd',
    label: 'TNGD partner user',
  },
  {
    id: 'u-dana',
    email: 'ops@dana.demo',
    givenName: 'Budi',
    familyName: 'Santoso',
    role: 'PARTNER',
    partnerId: 'dana',
    label: 'Dana partner user',
  },
  {
    id: 'u-admin',
    email: 'admin@partner-portal.demo',
    givenName: 'Alex',
    familyName: 'Tan',
    role: 'ADMIN',
    partnerId: 'gcash',
    partnerList: ['gcash', 'truemoney', 'tngd'],
    label: 'Admin (switches between GCash, TrueMoney, TNGD)',
  },
  {
    id: 'u-staff',
    email: 'staff@partner-portal.demo',
    givenName: 'Sam',
    familyName: 'Lee',
    role: 'STAFF',
    partnerId: null,
    label: 'Network staff (/iboss)',
  },
];

export function credentialsText(): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(width)}  ${u.label}`),
    `Second factor of the admin and staff accounts: add secret ${DEMO_TOTP_SECRET} to an authenticator app.`,
  ].join('\n');
}
