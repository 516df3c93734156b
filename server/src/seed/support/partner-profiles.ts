/** How each demo partner's business looks: scale, ticket size, growth and home market. */
export interface PartnerProfile {
  key: 'gcash' | 'truemoney' | 'tngd' | 'dana' | 'other';
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
  welcome: string;
}

const PROFILES: PartnerProfile[] = [
  {
    key: 'gcash',
    displayName: 'GCash',
    homeCountry: 'PH',
    homeCurrency: 'PHP',
    baseVolumeUsd: 14_200_000,
    avgTicketUsd: 41.5,
    monthlyGrowth: 0.021,
    txnPerUser: 2.7,
    fundCurrency: 'USD',
    mdfBudget: 1_200_000,
    tdfBudget: 650_000,
    welcome: 'Mabuhay, GCash team! Here is how your travellers paid abroad this month.',
  },
  {
    key: 'truemoney',
    displayName: 'TrueMoney',
    homeCountry: 'TH',
    homeCurrency: 'THB',
    baseVolumeUsd: 9_100_000,
    avgTicketUsd: 36.2,
    monthlyGrowth: 0.017,
    txnPerUser: 2.4,
    fundCurrency: 'THB',
    mdfBudget: 28_000_000,
    tdfBudget: 15_500_000,
    welcome: 'Sawasdee, TrueMoney team! Your overview for this month is ready.',
  },
  {
    key: 'tngd',
    displayName: "Touch 'n Go Digital",
    homeCountry: 'MY',
    homeCurrency: 'MYR',
    baseVolumeUsd: 6_300_000,
    avgTicketUsd: 52.8,
    monthlyGrowth: 0.024,
    txnPerUser: 2.2,
    fundCurrency: 'MYR',
    mdfBudget: 3_400_000,
    tdfBudget: 1_900_000,
    welcome: "Selamat datang, Touch 'n Go team! Your overview for this month is ready.",
  },
  {
    key: 'dana',
    displayName: 'DANA',
    homeCountry: 'ID',
    homeCurrency: 'IDR',
    baseVolumeUsd: 2_600_000,
    avgTicketUsd: 29.4,
    monthlyGrowth: 0.038,
    txnPerUser: 2.0,
    fundCurrency: null,
    mdfBudget: 0,
    tdfBudget: 0,
    welcome: 'Selamat datang, DANA team! Your overview for this month is ready.',
  },
];

/** Matches a partner row to a profile by id or name; unknown partners get a modest generic profile. */
export function profileFor(partner: { id: string; name: string }): PartnerProfile {
  const text = `${partner.id} ${partner.name}`.toLowerCase().replace(/[^a-z]/g, '');
  const found = PROFILES.find((p) => text.includes(p.key) || (p.key === 'tngd' && text.includes('touchngo')));
  if (found) return found;
  return {
    ...PROFILES[3],
    key: 'other',
    displayName: partner.name,
    homeCountry: 'XX',
    baseVolumeUsd: 1_500_000,
    welcome: `Welcome, ${partner.name} team!`,
  };
}
