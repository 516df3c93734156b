import type { ClaimStatus, DfKind } from '@contract/df/schemas';
import type { Queryable } from '@server/db/database';
import { claimNumber } from '@server/modules/df/claims';
import { bulkInsert } from './support/bulk-insert';
import { isoDate, utcDate } from './support/dates';
import type { EventSeed } from './event';
import type { PartnerProfile } from './support/partner-profiles';
import type { Rng } from './support/prng';

export interface ProgramSeed {
  id: string;
  kind: DfKind;
  name: string;
  currency: string;
  budget: number;
  periodStart: string;
  periodEnd: string;
  claimDeadline: string;
}

export interface ClaimSeed {
  id: string;
  programId: string;
  claimNo: string;
  title: string;
  amount: number;
  currency: string;
  status: ClaimStatus;
  submittedAt: Date;
  updatedAt: Date;
  /** Set when staff approved less than asked. */
  approvedAmount: number | null;
  activityStart: string;
  activityEnd: string;
  rejectReason: string | null;
  paymentRef: string | null;
  paidOn: string | null;
}

const REJECT_REASONS = [
  'Receipts do not cover the claimed amount.',
  'Activity was not pre-approved in the marketing plan.',
  'Duplicate of an earlier claim.',
];

const MDF_TITLES = [
  'In-app banner campaign: Japan spring travel',
  'Social media boost: Lunar New Year abroad',
  'Cash-back top-up: Korea autumn promotion',
  'Airport out-of-home ads',
  'Influencer travel series',
  'Push and e-mail campaign: Singapore weekend',
  'Co-marketing with duty free partners',
  'Search ads: pay abroad with your wallet',
  'Travel fair booth and giveaways',
  'Video ads: Scan. Pay. Travel.',
  'Holiday cash-back top-up: Hong Kong',
  'Student travel promotion',
];
const TDF_TITLES = [
  'QR standee printing for new merchants',
  'Merchant onboarding incentive: Thailand',
  'POS integration support: department stores',
  'Merchant staff training sessions',
  'Acceptance decals for taxis',
  'Merchant onboarding incentive: Japan',
  'Settlement reconciliation tooling',
  'Merchant welcome kits',
  'Signage refresh: airport concessions',
];

const PARTNER_CODES: Record<PartnerProfile['key'], string> = {
  gcash: 'GC',
  truemoney: 'TM',
  tngd: 'TNG',
  dana: 'DN',
  other: 'PT',
};

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function currentStatus(ageRank: number, count: number, index: number): ClaimStatus {
  if (index % 5 === 3) return 'REJECTED';
  const f = ageRank / count;
  if (f < 0.12) return 'SUBMITTED';
  if (f < 0.25) return 'UNDER_REVIEW';
  if (f < 0.5) return 'APPROVED';
  return 'PAID';
}

/**
 * Last year's and this year's MDF and TDF programmes with claims in every state, plus the partner's
 * claim-deadline calendar events. Partners whose profile has no fund currency get nothing.
 */
export function buildDfPrograms(
  rng: Rng,
  profile: PartnerProfile,
  partnerId: string,
  today: Date,
): { programs: ProgramSeed[]; claims: ClaimSeed[]; deadlineEvents: EventSeed[] } {
  const programs: ProgramSeed[] = [];
  const claims: ClaimSeed[] = [];
  const deadlineEvents: EventSeed[] = [];
  if (!profile.fundCurrency) return { programs, claims, deadlineEvents };
  const currency = profile.fundCurrency;
  const year = today.getUTCFullYear();
  const code = PARTNER_CODES[profile.key];
  const step = currency === 'USD' ? 50 : 1000;

  for (const y of [year - 1, year]) {
    const isCurrent = y === year;
    for (const kind of ['EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF'] as const) {
      const isMdf = kind === 'EXCLUSIVE_INCENTIVES_MDF';
      const budget = roundTo(
        (isMdf ? profile.mdfBudget : profile.tdfBudget) * (isCurrent ? 1 : 0.85),
        step * 10,
      );
      const deadline = utcDate(y + 1, 1, 31);
      const program: ProgramSeed = {
        id: rng.uuid(),
        kind,
        name: `${y} ${isMdf ? 'Marketing Development Fund' : 'Trade Development Fund'}`,
        currency,
        budget,
        periodStart: isoDate(utcDate(y, 1, 1)),
        periodEnd: isoDate(utcDate(y, 12, 31)),
        claimDeadline: isoDate(deadline),
      };
      programs.push(program);
      deadlineEvents.push({
        id: rng.uuid(),
        partnerId,
        title: `${y} ${isMdf ? 'MDF' : 'TDF'} claim deadline`,
        type: 'CLAIM_DEADLINE',
        startDate: program.claimDeadline,
        endDate: program.claimDeadline,
        countries: [],
        description: `Last day to submit ${isMdf ? 'marketing' : 'trade'} development fund claims for ${y}.`,
        content: `Claims for the ${program.name} must be submitted with receipts by ${program.claimDeadline}. Claims received later cannot be paid from this budget.`,
        location: null,
        imageKey: null,
      });

      const titles = isMdf ? MDF_TITLES : TDF_TITLES;
      const count = isCurrent ? titles.length : Math.min(8, titles.length);
      const lastHour = today.getTime() - 3_600_000;
      const windowEnd = isCurrent ? lastHour : Math.min(utcDate(y + 1, 1, 25).getTime(), lastHour);
      // Early in January the current programme has barely started: its first claims are a few days old.
      const windowStart = isCurrent
        ? Math.min(
            Math.max(utcDate(y, 1, 3).getTime(), today.getTime() - 330 * 86_400_000),
            windowEnd - 3 * 86_400_000,
          )
        : utcDate(y, 1, 10).getTime();
      const span = windowEnd - windowStart;
      const dates = Array.from({ length: count }, () => new Date(windowStart + rng.next() * span)).sort(
        (a, b) => b.getTime() - a.getTime(),
      );
      const perClaim = (budget * (isCurrent ? 0.62 : 0.88)) / count;
      dates.forEach((submittedAt, ageRank) => {
        const status: ClaimStatus = isCurrent
          ? currentStatus(ageRank, count, ageRank)
          : ageRank % 4 === 1
            ? 'REJECTED'
            : 'PAID';
        const reviewDays = status === 'SUBMITTED' ? 0 : rng.int(3, status === 'PAID' ? 40 : 15);
        const updatedAt = new Date(
          Math.min(submittedAt.getTime() + reviewDays * 86_400_000 + rng.int(1, 8) * 3_600_000, windowEnd),
        );
        const amount = roundTo(perClaim * rng.between(0.55, 1.45), step);
        const decided = status === 'APPROVED' || status === 'PAID';
        // The activity ran in the programme year and ended a week or more before the claim.
        const activityEnd = new Date(
          Math.max(utcDate(y, 1, 1).getTime(), submittedAt.getTime() - 7 * 86_400_000),
        );
        const activityStart = new Date(
          Math.max(utcDate(y, 1, 1).getTime(), activityEnd.getTime() - 30 * 86_400_000),
        );
        const serial = String(count - ageRank).padStart(4, '0');
        claims.push({
          id: rng.uuid(),
          programId: program.id,
          claimNo: claimNumber(partnerId, kind, y, count - ageRank),
          title: titles[ageRank % titles.length],
          amount,
          currency,
          status,
          submittedAt,
          updatedAt: status === 'SUBMITTED' ? submittedAt : updatedAt,
          approvedAmount: decided && ageRank % 3 === 2 ? Math.min(amount, roundTo(amount * 0.9, step)) : null,
          activityStart: isoDate(activityStart),
          activityEnd: isoDate(activityEnd),
          rejectReason: status === 'REJECTED' ? REJECT_REASONS[ageRank % REJECT_REASONS.length] : null,
          paymentRef: status === 'PAID' ? `PAY-${code}-${y}-${serial}` : null,
          paidOn: status === 'PAID' ? isoDate(updatedAt) : null,
        });
      });
    }
  }
  const midYear = utcDate(year, 7, 31);
  deadlineEvents.push({
    id: rng.uuid(),
    partnerId,
    title: 'Half-year claims checkpoint',
    type: 'CLAIM_DEADLINE',
    startDate: isoDate(midYear),
    endDate: isoDate(midYear),
    countries: [],
    description: 'Claims for January to June submitted by today are paid before the end of September.',
    content:
      'Submit claims for activities from January to June by this date to have them paid in the third quarter.',
    location: null,
    imageKey: null,
  });
  return { programs, claims, deadlineEvents };
}

/**
 * The partner's MDF/TDF programmes and claims (none for partners without funds), with the budget
 * that approved and paid claims take. Answers whether it has funds and the claim deadlines as events.
 */
export async function seedDfPrograms(
  db: Queryable,
  partnerId: string,
  rng: Rng,
  profile: PartnerProfile,
  today: Date,
): Promise<{ hasFunds: boolean; deadlineEvents: EventSeed[] }> {
  const { programs, claims, deadlineEvents } = buildDfPrograms(rng, profile, partnerId, today);
  await bulkInsert(
    db,
    'incentive_programs',
    [
      ['id', 'text'],
      ['partner_id', 'text'],
      ['kind', 'text'],
      ['name', 'text'],
      ['currency', 'text'],
      ['budget', 'numeric'],
      ['period_start', 'date'],
      ['period_end', 'date'],
      ['claim_deadline', 'date'],
    ],
    programs.map((p) => [
      p.id,
      partnerId,
      p.kind,
      p.name,
      p.currency,
      p.budget,
      p.periodStart,
      p.periodEnd,
      p.claimDeadline,
    ]),
  );
  await bulkInsert(
    db,
    'incentive_claims',
    [
      ['id', 'text'],
      ['program_id', 'text'],
      ['partner_id', 'text'],
      ['claim_no', 'text'],
      ['title', 'text'],
      ['amount', 'numeric'],
      ['currency', 'text'],
      ['status', 'text'],
      ['submitted_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
      ['approved_amount', 'numeric'],
      ['activity_start', 'date'],
      ['activity_end', 'date'],
      ['reject_reason', 'text'],
      ['payment_ref', 'text'],
      ['paid_on', 'date'],
    ],
    claims.map((c) => [
      c.id,
      c.programId,
      partnerId,
      c.claimNo,
      c.title,
      c.amount,
      c.currency,
      c.status,
      c.submittedAt.toISOString(),
      c.updatedAt.toISOString(),
      c.approvedAmount,
      c.activityStart,
      c.activityEnd,
      c.rejectReason,
      c.paymentRef,
      c.paidOn,
    ]),
  );
  // Approved and paid claims take from the budget (the CHECK of migration 060 holds it to the budget).
  await db.query(
    `UPDATE incentive_programs p SET committed = coalesce((SELECT sum(coalesce(c.approved_amount, c.amount))
       FROM incentive_claims c WHERE c.program_id = p.id AND c.status IN ('APPROVED', 'PAID')), 0)
     WHERE p.partner_id = $1`,
    [partnerId],
  );
  return { hasFunds: programs.length > 0, deadlineEvents };
}
