import type { DfPartnerClaim } from '@contract/df/schemas';
import type { ContractSummary, DocumentSummary } from '@contract/document/schemas';
import type { Queryable } from '@server/db/database';
import { dfRepository } from '@server/modules/df/repository';
import { documentRepository } from '@server/modules/document/repository';
import { insightsRepository } from '@server/modules/insights/repository';
import type { CountryWeek, DigestRecipient } from './repository';
import { digestRepository } from './repository';

const DAY_MS = 86_400_000;
/** How many countries the digest names each way. */
export const DIGEST_MOVERS = 3;
/** Claims and documents listed by name; more are counted ("and 4 more"). */
export const DIGEST_LIST_MAX = 5;
const CLAIM_PAGE = 500;
const CONTRACT_PAGE = 100;

export interface Change {
  value: number;
  previous: number;
  /** (value - previous) / previous; null when the week before had nothing. */
  change: number | null;
}

export interface CountryMove {
  country: string;
  volume: Change;
}

export interface DigestContent {
  recipient: DigestRecipient;
  /** Last week, Monday to Sunday ('YYYY-MM-DD', both included), and the week before. */
  week: { from: string; to: string };
  previousWeek: { from: string; to: string };
  volume: Change;
  txnCount: Change;
  countriesUp: CountryMove[];
  countriesDown: CountryMove[];
  /** Volume per day over both weeks, oldest first (the chart). */
  daily: Array<{ day: string; volume: number }>;
  claimsWaiting: DfPartnerClaim[];
  /** Claims whose status changed last week (decided, paid, taken into review). */
  claimsChanged: DfPartnerClaim[];
  contractsExpiring: ContractSummary[];
  newDocuments: DocumentSummary[];
  /** The figures' load time (DATA-STAMP), ISO; null before the first load. */
  dataAsOf: string | null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS));

/** Monday 00:00 UTC of the week that holds `now`, as 'YYYY-MM-DD'. */
export function weekStartOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return isoDay(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const changeOf = (value: number, previous: number): Change => ({
  value: round2(value),
  previous: round2(previous),
  change: previous ? Math.round(((value - previous) / previous) * 10_000) / 10_000 : null,
});

/** The countries that gained and lost most volume (by amount), three each way. */
function movers(countries: CountryWeek[]): { up: CountryMove[]; down: CountryMove[] } {
  const moves = countries.map((c) => ({
    country: c.country,
    volume: changeOf(c.volume, c.previousVolume),
    delta: c.volume - c.previousVolume,
  }));
  const strip = ({ country, volume }: CountryMove) => ({ country, volume });
  return {
    up: moves
      .filter((m) => m.delta > 0)
      .sort((a, b) => b.delta - a.delta || a.country.localeCompare(b.country))
      .slice(0, DIGEST_MOVERS)
      .map(strip),
    down: moves
      .filter((m) => m.delta < 0)
      .sort((a, b) => a.delta - b.delta || a.country.localeCompare(b.country))
      .slice(0, DIGEST_MOVERS)
      .map(strip),
  };
}

const inWeek = (iso: string | null, from: string, toExclusive: string) =>
  iso !== null && iso >= `${from}T00:00:00` && iso < `${toExclusive}T00:00:00`;

/**
 * Everything one user's digest says for the week before `weekStart` (a Monday): the figures from
 * the daily figures, the claims, contracts and documents through the same repository reads as
 * the portal's screens, so the mail and the portal agree.
 */
export async function digestContent(
  db: Queryable,
  recipient: DigestRecipient,
  weekStart: string,
  now: Date,
): Promise<DigestContent> {
  const from = addDays(weekStart, -7);
  const before = addDays(weekStart, -14);
  const { partnerId } = recipient;
  const reader = { partnerId, userId: recipient.userId, now };
  const documents = documentRepository(db);
  const [countries, daily, claims, expiring, contracts, insights, stamp] = await Promise.all([
    digestRepository(db).countryWeeks(partnerId, before, from, weekStart),
    digestRepository(db).dailyVolumes(partnerId, before, weekStart),
    dfRepository(db).partnerClaimPage(partnerId, {}, CLAIM_PAGE, 0),
    documents.contractPage(reader, { state: 'EXPIRING' }, CONTRACT_PAGE, 0),
    documents.contractPage(reader, {}, CONTRACT_PAGE, 0),
    documents.insightAll(reader, ['NEWSLETTER', 'QBR']),
    insightsRepository(db).dataStamp(partnerId, now),
  ]);
  const sum = (pick: (c: CountryWeek) => number) => countries.reduce((total, c) => total + pick(c), 0);
  const { up, down } = movers(countries);
  const waiting = claims.list.filter((c) => c.status === 'SUBMITTED' || c.status === 'UNDER_REVIEW');
  const changed = claims.list.filter((c) => c.status !== 'SUBMITTED' && inWeek(c.updatedAt, from, weekStart));
  const newDocuments = [...contracts.list, ...insights]
    .filter((d) => inWeek(d.publishedAt, from, weekStart))
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return {
    recipient,
    week: { from, to: addDays(weekStart, -1) },
    previousWeek: { from: before, to: addDays(from, -1) },
    volume: changeOf(
      sum((c) => c.volume),
      sum((c) => c.previousVolume),
    ),
    txnCount: changeOf(
      sum((c) => c.txnCount),
      sum((c) => c.previousTxnCount),
    ),
    countriesUp: up,
    countriesDown: down,
    daily,
    claimsWaiting: [...waiting].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
    claimsChanged: changed,
    contractsExpiring: [...expiring.list].sort((a, b) => (a.daysToExpiry ?? 0) - (b.daysToExpiry ?? 0)),
    newDocuments,
    dataAsOf: stamp.dataAsOf,
  };
}
