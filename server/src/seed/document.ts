import { documentRepository } from '@server/modules/document/repository';
import type { Queryable } from '@server/db/database';
import { buildPdf } from './support/pdf';
import type { PdfContent } from './support/pdf';
import { addDays, isoDate, monthStart, startOfDay, utcDate } from './support/dates';
import { createRng } from './support/prng';
import type { Rng } from './support/prng';
import type { SeedContext } from './seed-context';

const NEWSLETTERS = 12;
const QBRS = 8;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface ContractSeed {
  title: string;
  contractType: string;
  counterparty: string;
  effective: Date;
  expiry: Date | null;
  /** One entry per version: the note staff wrote when uploading it. */
  versions: string[];
  /** Versions the partner's own user has already opened. */
  readByUser: number[];
}

const money = (value: number) => `USD ${Math.round(value).toLocaleString('en-US')}`;
const count = (value: number) => value.toLocaleString('en-US');
const countryName = new Intl.DisplayNames(['en'], { type: 'region' });

/** One month's figures as the performance-insights call answers them (USD, all countries). */
interface MonthFigures {
  volume: number;
  txnCount: number;
  payingUsers: number;
  /** Per merchant country, largest volume first. */
  byCountry: Array<{ country: string; volume: number; txnCount: number }>;
}

/**
 * The partner's monthly figures per merchant country, read from the table the insights and growth
 * screens read (written by the insights step before this one), so a report's numbers are the
 * screen's numbers for the same month and partner.
 */
async function monthlyFigures(db: Queryable, partnerId: string): Promise<Map<string, MonthFigures>> {
  const rows = await db.query<{
    month: string;
    country: string;
    volume_usd: string;
    txn_count: string;
    paying_users: string;
  }>(
    `SELECT month, country, sum(volume_usd) AS volume_usd, sum(txn_count) AS txn_count,
       sum(paying_users) AS paying_users
     FROM partner_monthly_breakdown WHERE partner_id = $1
     GROUP BY month, country ORDER BY month, sum(volume_usd) DESC, country`,
    [partnerId],
  );
  const byMonth = new Map<string, MonthFigures>();
  for (const row of rows) {
    const key = String(row.month).slice(0, 10);
    const month = byMonth.get(key) ?? { volume: 0, txnCount: 0, payingUsers: 0, byCountry: [] };
    const volume = Number(row.volume_usd);
    month.volume += volume;
    month.txnCount += Number(row.txn_count);
    month.payingUsers += Number(row.paying_users);
    month.byCountry.push({ country: row.country, volume, txnCount: Number(row.txn_count) });
    byMonth.set(key, month);
  }
  return byMonth;
}

const percentChange = (value: number, base: number | undefined) =>
  base ? `${(((value - base) / base) * 100).toFixed(1)}%` : 'new';

/** Contract dates relative to today: one with two versions, one expiring within 60 days, one expired. */
function contractSeeds(today: Date, rng: Rng): ContractSeed[] {
  return [
    {
      title: 'Cross-border Acquiring Master Agreement',
      contractType: 'Master Agreement',
      counterparty: 'Network Payments Pte. Ltd.',
      effective: addDays(today, -700),
      expiry: addDays(today, 400 + rng.int(0, 60)),
      versions: ['Signed original', 'Amendment 1: settlement currency and reporting schedule'],
      readByUser: [1],
    },
    {
      title: 'Marketing Development Fund Addendum',
      contractType: 'Addendum',
      counterparty: 'Network Marketing Services Ltd.',
      effective: addDays(today, -320),
      expiry: addDays(today, 20 + rng.int(0, 20)),
      versions: ['Signed addendum'],
      readByUser: [],
    },
    {
      title: 'Pilot Programme Pricing Schedule',
      contractType: 'Pricing Schedule',
      counterparty: 'Network Payments Pte. Ltd.',
      effective: addDays(today, -800),
      expiry: addDays(today, -90 - rng.int(0, 30)),
      versions: ['Signed schedule'],
      readByUser: [1],
    },
    {
      title: 'Data Processing Agreement',
      contractType: 'Data Processing',
      counterparty: 'Network Data Services Pte. Ltd.',
      effective: addDays(today, -380),
      expiry: null,
      versions: ['Signed agreement'],
      readByUser: [1],
    },
  ];
}

function contractPdf(seed: ContractSeed, version: number, partnerName: string, rng: Rng): PdfContent {
  const fee = (1.1 + rng.next() * 0.6).toFixed(2);
  return {
    title: seed.title,
    partnerName,
    subtitle: `${seed.contractType} between ${partnerName} and ${seed.counterparty}`,
    facts: [
      ['Version', `${version} (${seed.versions[version - 1]})`],
      ['Effective date', isoDate(seed.effective)],
      ['Expiry date', seed.expiry ? isoDate(seed.expiry) : 'Open-ended'],
      ['Counterparty', seed.counterparty],
    ],
    table: {
      columns: ['Service', 'Fee', 'Settlement', 'Review'],
      rows: [
        ['Merchant acquiring', `${fee}%`, 'T+1', 'Yearly'],
        ['FX conversion', `${(0.3 + rng.next() * 0.2).toFixed(2)}%`, 'T+1', 'Quarterly'],
        ['Refund handling', 'USD 0.10', 'T+2', 'Yearly'],
        ['Chargeback', 'USD 15.00', 'T+5', 'Yearly'],
      ],
    },
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          `This ${seed.contractType.toLowerCase()} sets out how ${partnerName} offers payment at merchants of the network to its wallet users travelling abroad, and how ${seed.counterparty} settles those payments.`,
          'Each party keeps its own customers, brands and systems. Nothing here creates a partnership, joint venture or agency between the parties.',
        ],
      },
      {
        heading: '2. Settlement and reporting',
        paragraphs: [
          'Transactions are settled in US dollars on the schedule in the fee table. Monthly statements and the quarterly business review are published in the partner portal.',
          version > 1
            ? `Version ${version} replaces the reporting schedule of the earlier version; all other terms stay unchanged.`
            : 'Either party may ask for a review of the fee table once per contract year.',
        ],
      },
      {
        heading: '3. Term and termination',
        paragraphs: [
          seed.expiry
            ? `The agreement runs from ${isoDate(seed.effective)} to ${isoDate(seed.expiry)} unless renewed in writing before that date.`
            : `The agreement runs from ${isoDate(seed.effective)} until either party ends it with 90 days' written notice.`,
          'Confidentiality and data-protection duties survive the end of the agreement.',
        ],
      },
    ],
    footer: `${seed.title} v${version}`,
  };
}

/** The newsletter's corridor table: the month's four largest merchant countries, against the month before. */
function newsletterPdf(
  month: Date,
  partnerName: string,
  rng: Rng,
  figures: MonthFigures | undefined,
  previous: MonthFigures | undefined,
): PdfContent {
  const label = `${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}`;
  const corridors = (figures?.byCountry ?? []).slice(0, 4);
  const before = new Map((previous?.byCountry ?? []).map((c) => [c.country, c.volume]));
  const names = corridors.map((c) => countryName.of(c.country) ?? c.country);
  return {
    title: `Network Newsletter · ${label}`,
    partnerName,
    subtitle: `Monthly news for ${partnerName} from the cross-border payment network`,
    facts: [
      ['Issue', label],
      ['Prepared for', partnerName],
      ['Payment volume', figures ? money(figures.volume) : 'No figures'],
    ],
    table: {
      columns: ['Merchant country', 'Volume', 'Change', 'Transactions'],
      rows: corridors.map((c, i) => [
        names[i],
        money(c.volume),
        percentChange(c.volume, before.get(c.country)),
        count(c.txnCount),
      ]),
    },
    sections: [
      {
        heading: 'Highlights',
        paragraphs: [
          `${label} brought new merchant acceptance in ${names.length ? rng.pick(names) : 'the region'} and a seasonal rise in travel spending. ${partnerName} users paid at more duty-free stores than in any month before.`,
          'Campaign calendars for the coming quarter are open in the portal; submit your co-funded offers two weeks before launch.',
        ],
      },
      {
        heading: 'Network updates',
        paragraphs: [
          'Settlement files now carry the merchant category on every line, so reconciliation no longer needs the separate merchant report.',
          'Planned maintenance windows are listed in the interactive calendar with their settlement impact.',
        ],
      },
    ],
    footer: `Newsletter ${label}`,
  };
}

/** The QBR's month table: each month of the quarter as the insights screen shows it. */
function qbrPdf(
  year: number,
  quarter: number,
  partnerName: string,
  rng: Rng,
  figuresOf: (monthIndex: number) => MonthFigures | undefined,
): PdfContent {
  const label = `Q${quarter} ${year}`;
  const monthIndexes = [0, 1, 2].map((i) => (quarter - 1) * 3 + i);
  const months = monthIndexes.map((i) => MONTHS[i]);
  return {
    title: `Quarterly Business Review · ${label}`,
    partnerName,
    subtitle: `How ${partnerName}'s cross-border business went in ${label}`,
    facts: [
      ['Quarter', label],
      ['Prepared for', partnerName],
      ['Review meeting', `${months[2]} ${year}`],
    ],
    table: {
      columns: ['Month', 'Volume', 'Transactions', 'Paying users'],
      rows: monthIndexes.map((index, i) => {
        const figures = figuresOf(index);
        return figures
          ? [months[i], money(figures.volume), count(figures.txnCount), count(figures.payingUsers)]
          : [months[i], 'No figures', '', ''];
      }),
    },
    sections: [
      {
        heading: 'Performance',
        paragraphs: [
          `${partnerName} grew volume in ${rng.int(2, 4)} of its 4 main corridors this quarter. Average ticket size held steady while the number of paying users rose.`,
          'Top merchant categories were duty free, dining and department stores.',
        ],
      },
      {
        heading: 'Next quarter',
        paragraphs: [
          'Agreed actions: extend the travel-season campaign, add two new corridors to the in-app map, and review incentive tiers against the new targets.',
        ],
      },
    ],
    footer: `QBR ${label}`,
  };
}

/**
 * Contracts, 12 monthly newsletters and 8 QBRs for every partner, each a real PDF generated here
 * (different per partner) and stored through the file storage as that partner's private file.
 * The reports' figures are the insights figures of their months (runs after the insights step).
 */
export async function seedDocuments(db: Queryable, ctx: Pick<SeedContext, 'storage' | 'clock'>) {
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const repo = documentRepository(db);
  const partners = await db.query<{ id: string; name: string; full_name: string }>(
    `SELECT id, name, full_name FROM partners ORDER BY sort_order, id`,
  );

  for (const partner of partners) {
    const rng = createRng(`documents:${partner.id}:${isoDate(today)}`);
    const figures = await monthlyFigures(db, partner.id);
    const users = await db.query<{ id: string }>(
      `SELECT id FROM users WHERE partner_id = $1 AND role = 'PARTNER'`,
      [partner.id],
    );
    const store = async (content: PdfContent, fileName: string) => {
      const pdf = await buildPdf(content);
      const { fileUrl } = await ctx.storage.put({
        data: pdf.data,
        fileName,
        contentType: 'application/pdf',
        partnerId: partner.id,
      });
      return { fileUrl, pageCount: pdf.pageCount };
    };

    for (const seed of contractSeeds(today, rng)) {
      const id = await repo.create(
        {
          partnerId: partner.id,
          kind: 'CONTRACT',
          title: seed.title,
          contractType: seed.contractType,
          counterparty: seed.counterparty,
          effectiveDate: isoDate(seed.effective),
          expiryDate: seed.expiry ? isoDate(seed.expiry) : null,
          publishedAt: seed.effective,
        },
        seed.effective,
      );
      for (const [index, note] of seed.versions.entries()) {
        const version = index + 1;
        const file = await store(
          contractPdf(seed, version, partner.full_name, rng),
          `${partner.name} ${seed.title} v${version}.pdf`,
        );
        const at = addDays(seed.effective, index * 200);
        await repo.addVersion(id, { ...file, note }, at);
      }
      for (const version of seed.readByUser)
        for (const user of users)
          await db.query(
            `INSERT INTO document_read (document_id, version, user_id, read_at) VALUES ($1, $2, $3, $4)`,
            [id, version, user.id, addDays(seed.effective, 3)],
          );
    }

    for (let i = 1; i <= NEWSLETTERS; i += 1) {
      const month = monthStart(today, -i);
      const period = isoDate(month).slice(0, 7);
      const published = addDays(monthStart(today, -i + 1), 4);
      const id = await repo.create(
        {
          partnerId: partner.id,
          kind: 'NEWSLETTER',
          title: `Network Newsletter ${MONTHS[month.getUTCMonth()]} ${month.getUTCFullYear()}`,
          period,
          periodStart: isoDate(month),
          publishedAt: published < now ? published : now,
        },
        now,
      );
      const file = await store(
        newsletterPdf(
          month,
          partner.full_name,
          rng,
          figures.get(isoDate(month)),
          figures.get(isoDate(monthStart(month, -1))),
        ),
        `${partner.name} Newsletter ${period}.pdf`,
      );
      await repo.addVersion(id, file, now);
    }

    const currentQuarterStart = monthStart(today, -(today.getUTCMonth() % 3));
    for (let i = 1; i <= QBRS; i += 1) {
      const start = monthStart(currentQuarterStart, -3 * i);
      const year = start.getUTCFullYear();
      const quarter = Math.floor(start.getUTCMonth() / 3) + 1;
      const period = `${year}-Q${quarter}`;
      const id = await repo.create(
        {
          partnerId: partner.id,
          kind: 'QBR',
          title: `Quarterly Business Review Q${quarter} ${year}`,
          period,
          periodStart: isoDate(start),
          publishedAt: addDays(monthStart(start, 3), 14) < now ? addDays(monthStart(start, 3), 14) : now,
        },
        now,
      );
      const file = await store(
        qbrPdf(year, quarter, partner.full_name, rng, (index) =>
          figures.get(isoDate(utcDate(year, index + 1, 1))),
        ),
        `${partner.name} QBR ${period}.pdf`,
      );
      await repo.addVersion(id, file, now);
    }
  }
}
