import type { MerchantCategory, MerchantStatus } from '@contract/merchant/schemas';
import type { Queryable } from '@server/db/database';
import type { PartnerMonth } from './growth';
import { cents } from './growth';
import { bulkInsert } from './support/bulk-insert';
import { isoDate } from './support/dates';
import type { PartnerProfile } from './support/partner-profiles';
import type { Rng } from './support/prng';

/** Fictional merchants where a partner's users pay abroad: names, places and categories. */

interface CountryInfo {
  code: string;
  weight: number;
  cities: string[];
  words: string[];
}

const COUNTRIES: CountryInfo[] = [
  {
    code: 'JP',
    weight: 22,
    cities: ['Tokyo', 'Osaka', 'Kyoto', 'Fukuoka', 'Sapporo', 'Nagoya'],
    words: [
      'Sakura',
      'Fuji',
      'Hikari',
      'Minato',
      'Hoshi',
      'Tsubaki',
      'Kumo',
      'Aoi',
      'Midori',
      'Kaze',
      'Yuki',
      'Hana',
    ],
  },
  {
    code: 'KR',
    weight: 14,
    cities: ['Seoul', 'Busan', 'Jeju', 'Incheon'],
    words: ['Hanbit', 'Saebom', 'Gaon', 'Haneul', 'Nuri', 'Bora', 'Mirae', 'Dasol', 'Areum', 'Chorok'],
  },
  {
    code: 'SG',
    weight: 12,
    cities: ['Singapore'],
    words: ['Marina', 'Orchid', 'Lion Gate', 'Bayfront', 'Tanjong', 'Katong', 'Emerald', 'Harbourfront'],
  },
  {
    code: 'TH',
    weight: 10,
    cities: ['Bangkok', 'Phuket', 'Chiang Mai', 'Pattaya'],
    words: ['Siam', 'Lanna', 'Sabai', 'Mali', 'Ruen', 'Chaba', 'Kaew', 'Doi', 'Talay'],
  },
  {
    code: 'MY',
    weight: 8,
    cities: ['Kuala Lumpur', 'Penang', 'Johor Bahru', 'Kota Kinabalu'],
    words: ['Pelangi', 'Bunga', 'Seri', 'Cahaya', 'Mutiara', 'Warisan', 'Bayu'],
  },
  {
    code: 'CN',
    weight: 10,
    cities: ['Shanghai', 'Beijing', 'Shenzhen', 'Sanya', 'Guangzhou'],
    words: ['Jade', 'Golden Lotus', 'Peony', 'Red Lantern', 'Silk Road', 'Bamboo', 'Phoenix', 'Pearl River'],
  },
  {
    code: 'HK',
    weight: 9,
    cities: ['Hong Kong'],
    words: ['Harbour', 'Victoria', 'Kowloon', 'Peak', 'Star Ferry', 'Lantau', 'Causeway'],
  },
  {
    code: 'AU',
    weight: 7,
    cities: ['Sydney', 'Melbourne', 'Gold Coast', 'Brisbane'],
    words: ['Southern Cross', 'Wattle', 'Coral', 'Bondi', 'Outback', 'Eucalypt', 'Kangaroo Point'],
  },
  {
    code: 'TW',
    weight: 5,
    cities: ['Taipei', 'Kaohsiung', 'Taichung'],
    words: ['Formosa', 'Jade Mountain', 'Sun Moon', 'Ximen', 'Alishan'],
  },
  { code: 'FR', weight: 1, cities: ['Paris', 'Nice'], words: ['Lumiere', 'Rive Gauche', 'Belle Epoque'] },
  { code: 'GB', weight: 1, cities: ['London', 'Edinburgh'], words: ['Regent', 'Thames', 'Highland'] },
  {
    code: 'US',
    weight: 1,
    cities: ['Los Angeles', 'Honolulu', 'New York'],
    words: ['Pacific', 'Golden Gate', 'Aloha'],
  },
];

const NOUNS: Record<MerchantCategory, string[]> = {
  Retail: [
    'Department Store',
    'Fashion',
    'Outlet',
    'Electronics',
    'Drugstore',
    'Cosmetics',
    'Sports',
    'Books',
  ],
  Dining: ['Kitchen', 'Noodle House', 'Cafe', 'Grill', 'Dim Sum', 'Bakery', 'Seafood', 'Dessert Bar'],
  Travel: ['Hotel', 'Tours', 'Resort', 'Travel', 'Inn', 'Suites'],
  'Duty Free': ['Duty Free', 'Airport Duty Free', 'Downtown Duty Free'],
  Convenience: ['Mart', 'Express Mart', '24', 'Mini Market'],
  Entertainment: ['Theme Park', 'Cinema', 'Karaoke', 'Aquarium', 'Museum Shop', 'Arcade'],
  Transport: ['Rail Pass', 'Taxi', 'Airport Express', 'Ferry', 'Bus Lines'],
};

/** Share of merchants per category (Duty Free and Travel are few but large). */
const CATEGORY_WEIGHTS: Array<[MerchantCategory, number]> = [
  ['Retail', 26],
  ['Dining', 26],
  ['Convenience', 14],
  ['Entertainment', 10],
  ['Travel', 10],
  ['Transport', 8],
  ['Duty Free', 6],
];

/** Average ticket in USD by category. */
export const CATEGORY_TICKET_USD: Record<MerchantCategory, number> = {
  Retail: 78,
  Dining: 27,
  Travel: 215,
  'Duty Free': 185,
  Convenience: 9.5,
  Entertainment: 46,
  Transport: 17,
};

/** Relative size of a typical merchant by category. */
export const CATEGORY_SCALE: Record<MerchantCategory, number> = {
  Retail: 1.1,
  Dining: 0.45,
  Travel: 1.4,
  'Duty Free': 3.2,
  Convenience: 0.35,
  Entertainment: 0.7,
  Transport: 0.5,
};

export interface MerchantSeed {
  id: string;
  name: string;
  country: string;
  city: string;
  category: MerchantCategory;
  status: MerchantStatus;
  /** Index into the seeded months (0 = oldest) from which the merchant takes payments. */
  firstMonthIndex: number;
  /** Seeded month index after which a suspended merchant stops; null = never. */
  lastMonthIndex: number | null;
  weight: number;
  onboardedAt: string;
}

function weighted<T>(rng: Rng, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[items.length - 1][0];
}

/**
 * `count` distinct merchants outside the partner's home country. `monthStarts` are the seeded
 * months (oldest first); onboarding dates and statuses are placed relative to them.
 */
export function buildMerchants(
  rng: Rng,
  count: number,
  homeCountry: string,
  monthStarts: Date[],
  today: Date,
): MerchantSeed[] {
  const countries = COUNTRIES.filter((c) => c.code !== homeCountry).map((c) => [c, c.weight] as const);
  const names = new Set<string>();
  const merchants: MerchantSeed[] = [];
  const lastIndex = monthStarts.length - 1;
  while (merchants.length < count) {
    const country = weighted(rng, countries);
    const category = weighted(rng, CATEGORY_WEIGHTS);
    const city = rng.pick(country.cities);
    let name = `${rng.pick(country.words)} ${rng.pick(NOUNS[category])}`;
    if (names.has(name)) name = `${name} ${city}`;
    if (names.has(name)) continue;
    names.add(name);

    const roll = rng.next();
    let status: MerchantStatus = 'ACTIVE';
    let firstMonthIndex = 0;
    let lastMonthIndex: number | null = null;
    let onboardedAt: Date;
    if (roll < 0.03) {
      status = 'ONBOARDING';
      firstMonthIndex = lastIndex + 1;
      onboardedAt = new Date(today.getTime() - rng.int(1, 20) * 86_400_000);
    } else if (roll < 0.07) {
      status = 'SUSPENDED';
      lastMonthIndex = rng.int(6, lastIndex - 2);
      onboardedAt = new Date(monthStarts[0].getTime() - rng.int(30, 900) * 86_400_000);
    } else if (roll < 0.72) {
      onboardedAt = new Date(monthStarts[0].getTime() - rng.int(15, 1400) * 86_400_000);
    } else {
      firstMonthIndex = rng.int(1, lastIndex);
      onboardedAt = new Date(
        Math.min(monthStarts[firstMonthIndex].getTime() + rng.int(0, 20) * 86_400_000, today.getTime()),
      );
    }
    // Pareto-like size: a few merchants carry most of the volume.
    const weight = CATEGORY_SCALE[category] * Math.pow(rng.next() + 0.02, 2.4) * rng.between(0.6, 1.4);
    merchants.push({
      id: rng.uuid(),
      name,
      country: country.code,
      city,
      category,
      status,
      firstMonthIndex,
      lastMonthIndex,
      weight,
      onboardedAt: onboardedAt.toISOString().slice(0, 10),
    });
  }
  return merchants;
}

export interface MerchantMonth {
  merchantId: string;
  month: Date;
  volumeUsd: number;
  txnCount: number;
}

/**
 * Splits about two thirds of each month's partner volume over the merchants active that month,
 * by merchant weight with some month-to-month noise, so merchant figures add up believably.
 */
export function buildMerchantMonths(
  rng: Rng,
  merchants: MerchantSeed[],
  partnerMonths: PartnerMonth[],
): MerchantMonth[] {
  const rows: MerchantMonth[] = [];
  partnerMonths.forEach((pm, index) => {
    const active = merchants.filter(
      (m) => m.firstMonthIndex <= index && (m.lastMonthIndex === null || index <= m.lastMonthIndex),
    );
    const factors = active.map((m) => m.weight * rng.between(0.8, 1.2));
    const total = factors.reduce((sum, f) => sum + f, 0);
    const share = pm.volumeUsd * rng.between(0.62, 0.7);
    active.forEach((m, i) => {
      const volumeUsd = cents((share * factors[i]) / total);
      if (volumeUsd < 1) return;
      const ticket = CATEGORY_TICKET_USD[m.category] * rng.between(0.85, 1.15);
      rows.push({
        merchantId: m.id,
        month: pm.month,
        volumeUsd,
        txnCount: Math.max(1, Math.round(volumeUsd / ticket)),
      });
    });
  });
  return rows;
}

/** The partner's merchants and their monthly figures, which add up to about two thirds of the partner's. */
export async function seedMerchants(
  db: Queryable,
  partnerId: string,
  rng: Rng,
  profile: PartnerProfile,
  monthStarts: Date[],
  today: Date,
  partnerMonths: PartnerMonth[],
): Promise<void> {
  const merchants = buildMerchants(rng, rng.int(210, 260), profile.homeCountry, monthStarts, today);
  await bulkInsert(
    db,
    'merchants',
    [
      ['id', 'text'],
      ['partner_id', 'text'],
      ['name', 'text'],
      ['country', 'text'],
      ['city', 'text'],
      ['category', 'text'],
      ['status', 'text'],
      ['onboarded_at', 'date'],
    ],
    merchants.map((m) => [m.id, partnerId, m.name, m.country, m.city, m.category, m.status, m.onboardedAt]),
  );
  await bulkInsert(
    db,
    'merchant_monthly',
    [
      ['merchant_id', 'text'],
      ['partner_id', 'text'],
      ['month', 'date'],
      ['volume_usd', 'numeric'],
      ['txn_count', 'int'],
    ],
    buildMerchantMonths(rng, merchants, partnerMonths).map((m) => [
      m.merchantId,
      partnerId,
      isoDate(m.month),
      m.volumeUsd,
      m.txnCount,
    ]),
  );
}
