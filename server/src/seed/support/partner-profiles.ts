/** How each demo partner's business looks: scale, ticket size, growth and home market. */
export interface PartnerProfile {
  key: 'gcash' | 'truemoney' | 'tngd' | 'dana' | 'other';
  /** The partner's name as the portal's header shows it (partners.name). */
  displayName: string;
  homeCountry: string;
  homeCurrency: string;
  /** USD volume of the month two years ago. */
  baseVolumeUsd: number;
  /** Average ticket in USD. */
  avgTicketUsd: number;
  /** Mean month-over-month growth (0.02 = 2%). */
  monthlyGrowth: number;
  /** Transactions per paying user per month. */
  txnPerUser: number;
  /** Currency of the partner's development funds; null = no MDF/TDF programmes. */
  fundCurrency: string | null;
  /** Development-fund budgets for the current year in fundCurrency. */
  mdfBudget: number;
  tdfBudget: number;
  /** The overview's greeting, addressed to the team by displayName. */
  welcome: string;
}

/** A profile before it meets its partner row: the greeting's words around the partner's name. */
interface ProfileData extends Omit<PartnerProfile, 'displayName' | 'welcome'> {
  salutation: string;
  welcomeNote: string;
}

const PROFILES: ProfileData[] = [
  {
    key: 'gcash',
    homeCountry: 'PH',
    homeCurrency: 'PHP',
    baseVolumeUsd: 14_200_000,
    avgTicketUsd: 41.5,
    monthlyGrowth: 0.021,
    txnPerUser: 2.7,
    fundCurrency: 'USD',
    mdfBudget: 1_200_000,
    tdfBudget: 650_000,
    salutation: 'Mabuhay',
    welcomeNote: 'Here is how your travellers paid abroad this month.',
  },
  {
    key: 'truemoney',
    homeCountry: 'TH',
    homeCurrency: 'THB',
    baseVolumeUsd: 9_100_000,
    avgTicketUsd: 36.2,
    monthlyGrowth: 0.017,
    txnPerUser: 2.4,
    fundCurrency: 'THB',
    mdfBudget: 28_000_000,
    tdfBudget: 15_500_000,
    salutation: 'Sawasdee',
    welcomeNote: 'Your overview for this month is ready.',
  },
  {
    key: 'tngd',
    homeCountry: 'MY',
    homeCurrency: 'MYR',
    baseVolumeUsd: 6_300_000,
    avgTicketUsd: 52.8,
    monthlyGrowth: 0.024,
    txnPerUser: 2.2,
    fundCurrency: 'MYR',
    mdfBudget: 3_400_000,
    tdfBudget: 1_900_000,
    salutation: 'Selamat datang',
    welcomeNote: 'Your overview for this month is ready.',
  },
  {
    key: 'dana',
    homeCountry: 'ID',
    homeCurrency: 'IDR',
    baseVolumeUsd: 2_600_000,
    avgTicketUsd: 29.4,
    monthlyGrowth: 0.038,
    txnPerUser: 2.0,
    fundCurrency: null,
    mdfBudget: 0,
    tdfBudget: 0,
    salutation: 'Selamat datang',
    welcomeNote: 'Your overview for this month is ready.',
  },
];

/**
 * Matches a partner row to a profile by id or name; unknown partners get a modest generic profile.
 * Names and greetings come from the row, so the seeded text calls the partner what the header does.
 */
export function profileFor(partner: { id: string; name: string }): PartnerProfile {
  const text = `${partner.id} ${partner.name}`.toLowerCase().replace(/[^a-z]/g, '');
  const found = PROFILES.find((p) => text.includes(p.key) || (p.key === 'tngd' && text.includes('touchngo')));
  const { salutation, welcomeNote, ...data }: ProfileData = found ?? {
    ...PROFILES[3],
    key: 'other',
    homeCountry: 'XX',
    baseVolumeUsd: 1_500_000,
    salutation: 'Welcome',
    welcomeNote: '',
  };
  return {
    ...data,
    displayName: partner.name,
    welcome: `${salutation}, ${partner.name} team! ${welcomeNote}`.trim(),
  };
}
