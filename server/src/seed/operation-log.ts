import type { Queryable } from '@server/db/database';
import { OperationAction } from '@contract/operation-log/schemas';
import { DF_LOG_TARGETS } from '@server/modules/df/messages';
import { bulkInsert } from './support/bulk-insert';
import { addDays, isoDate, monthStart, startOfDay } from './support/dates';
import { createRng } from './support/prng';
import type { Rng } from './support/prng';
import type { SeedContext } from './seed-context';
import { DEFAULT_LOCALE } from '@contract/shared/locale';
import { render, type Msg } from '@server/i18n/messages';

/** Days of history before the seed's time. */
const HISTORY_DAYS = 28;
const HOUR = 3_600_000;

interface LogSeed {
  at: Date;
  action: string;
  userId: string;
  partnerId: string;
  /** Documentation addresses (RFC 5737): the demo never shows a real one. */
  ip: string | null;
  outcome: 'SUCCESS' | 'FAILURE';
  /** A message when the server words the target (as the audit plugin keeps it). */
  target: string | Msg | null;
  actorRole: 'PARTNER' | 'STAFF';
  detail: Record<string, unknown>;
}

interface PartnerFacts {
  users: Array<{ id: string; email: string; given_name: string; family_name: string }>;
  /** Published documents with their file names, newest first. */
  documents: Array<{ id: string; kind: string; title: string; published_at: Date; file_name: string }>;
  claims: Array<{
    claim_no: string;
    amount: string;
    currency: string;
    status: string;
    submitted_at: Date;
    updated_at: Date;
  }>;
}

async function partnerFacts(db: Queryable, partnerId: string, since: Date, now: Date): Promise<PartnerFacts> {
  const [users, documents, claims] = await Promise.all([
    db.query<PartnerFacts['users'][number]>(
      `SELECT id, email, given_name, family_name FROM users WHERE partner_id = $1 AND role = 'PARTNER' ORDER BY id`,
      [partnerId],
    ),
    // Only what the partner can see: published, already out, with the file it reads.
    db.query<PartnerFacts['documents'][number]>(
      `SELECT d.id, d.kind, d.title, d.published_at, f.file_name
       FROM document d
       JOIN document_version v ON v.document_id = d.id AND v.version = d.current_version
       JOIN files f ON f.id = v.file_id
       WHERE d.partner_id = $1 AND d.status = 'PUBLISHED' AND d.published_at <= $2
       ORDER BY d.published_at DESC, d.id`,
      [partnerId, now],
    ),
    db.query<PartnerFacts['claims'][number]>(
      `SELECT claim_no, amount, currency, status, submitted_at, updated_at FROM incentive_claims
       WHERE partner_id = $1 AND (submitted_at >= $2 OR updated_at >= $2) AND submitted_at <= $3
       ORDER BY submitted_at`,
      [partnerId, since, now],
    ),
  ]);
  return { users, documents, claims };
}

/** A time on `day` in the partner's working hours (01:00 to 09:00 UTC is morning to afternoon in Asia). */
const workTime = (rng: Rng, day: Date) => new Date(day.getTime() + rng.between(1, 9) * HOUR);

/** The partner user's own weeks: sign-ins on working days, reports opened, exports, a profile fix. */
function userHistory(
  rng: Rng,
  partnerId: string,
  user: PartnerFacts['users'][number],
  facts: PartnerFacts,
  today: Date,
): LogSeed[] {
  const ip = `203.0.113.${rng.int(10, 200)}`;
  const entry = (at: Date, action: string, target: string | Msg | null = null, detail = {}): LogSeed => ({
    at,
    action,
    userId: user.id,
    partnerId,
    ip,
    outcome: 'SUCCESS',
    target,
    actorRole: 'PARTNER',
    detail,
  });
  const entries: LogSeed[] = [];
  const signInDays: Date[] = [];
  for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    if (weekend || !rng.chance(0.7)) continue;
    const at = workTime(rng, day);
    signInDays.push(at);
    entries.push(entry(at, OperationAction.SIGN_IN));
    if (rng.chance(0.5)) entries.push(entry(new Date(at.getTime() + rng.between(0.3, 3) * HOUR), 'SIGN_OUT'));
  }
  const later = (i: number, hours: number) =>
    new Date(signInDays[Math.min(i, signInDays.length - 1)].getTime() + hours * HOUR);
  if (signInDays.length === 0) return entries;

  // A mistyped password once, right before a successful sign-in.
  entries.push({
    ...entry(new Date(signInDays[1 % signInDays.length].getTime() - 2 * 60_000), 'SIGN_IN_FAILED'),
    outcome: 'FAILURE',
  });
  entries.push(
    entry(later(2, 0.2), OperationAction.PROFILE_UPDATE, `${user.given_name} ${user.family_name}`),
  );
  // Earlier newsletters and QBRs read (marked read by seedOperationLog), downloaded, one exported.
  const reports = facts.documents.filter((d) => d.kind !== 'CONTRACT' && d.published_at < addDays(today, -7));
  reports.slice(1, 3).forEach((doc, i) => {
    const at = later(3 + i * 4, 0.4);
    entries.push(entry(at, OperationAction.DOCUMENT_READ, doc.title, { documentId: doc.id, kind: doc.kind }));
    entries.push(entry(new Date(at.getTime() + 5 * 60_000), OperationAction.FILE_DOWNLOAD, doc.file_name));
  });
  const contract = facts.documents.find((d) => d.kind === 'CONTRACT');
  if (contract) entries.push(entry(later(6, 1), OperationAction.FILE_DOWNLOAD, contract.file_name));
  const lastMonth = isoDate(monthStart(today, -1)).slice(0, 7);
  entries.push(
    entry(later(8, 0.6), OperationAction.INSIGHTS_EXPORT, `${lastMonth}, ${rng.int(60, 140)} rows`),
  );
  entries.push(entry(later(10, 0.3), OperationAction.NOTIFICATION_READ, null, { count: rng.int(2, 5) }));
  const since = addDays(today, -HISTORY_DAYS);
  for (const claim of facts.claims.filter((c) => c.submitted_at >= since)) {
    entries.push(
      entry(
        new Date(claim.submitted_at),
        OperationAction.DF_CLAIM_SUBMIT,
        DF_LOG_TARGETS.claim({
          claimNo: claim.claim_no,
          currency: claim.currency,
          amount: Number(claim.amount),
        }),
        { claimNo: claim.claim_no },
      ),
    );
  }
  return entries;
}

/** The network staff's changes that touched the partner: reports published, claims decided and paid. */
function staffHistory(staffId: string, partnerId: string, facts: PartnerFacts, since: Date): LogSeed[] {
  const entry = (at: Date, action: string, target: string | Msg, detail = {}): LogSeed => ({
    at,
    action,
    userId: staffId,
    partnerId,
    ip: '198.51.100.24',
    outcome: 'SUCCESS',
    target,
    actorRole: 'STAFF',
    detail,
  });
  const entries = facts.documents
    .filter((d) => d.kind !== 'CONTRACT' && d.published_at >= since)
    .map((d) =>
      entry(new Date(d.published_at), OperationAction.STAFF_DOCUMENT_PUBLISH, d.title, {
        documentId: d.id,
        kind: d.kind,
      }),
    );
  for (const claim of facts.claims) {
    if (claim.status === 'SUBMITTED' || claim.updated_at < since) continue;
    const action = {
      APPROVED: OperationAction.DF_CLAIM_APPROVE,
      PAID: OperationAction.DF_CLAIM_PAY,
      REJECTED: OperationAction.DF_CLAIM_REJECT,
    }[claim.status];
    if (!action) continue;
    const target = DF_LOG_TARGETS.claim({
      claimNo: claim.claim_no,
      currency: claim.currency,
      amount: Number(claim.amount),
    });
    entries.push(entry(new Date(claim.updated_at), action, target, { claimNo: claim.claim_no }));
  }
  return entries;
}

/**
 * Four weeks of operation-log history for every partner, so the log tells the demo's story before
 * anyone has used it: the partner user's sign-ins, reports opened and downloaded, exports, a profile
 * change and claim submissions, and the network staff's changes that touched the partner (shown to
 * the partner as the network, DESIGN "Operation log"). Every entry lies before the seed's time and
 * names only what the partner can see (published documents, its own claims).
 */
export async function seedOperationLog(db: Queryable, ctx: Pick<SeedContext, 'clock'>): Promise<void> {
  const now = ctx.clock.now();
  const today = startOfDay(now);
  const since = addDays(today, -HISTORY_DAYS);
  const partners = await db.query<{ id: string }>(`SELECT id FROM partners ORDER BY sort_order, id`);
  const [staff] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'STAFF' ORDER BY created_at, id LIMIT 1`,
  );
  const rows: LogSeed[] = [];
  const reads: unknown[][] = [];
  for (const partner of partners) {
    const facts = await partnerFacts(db, partner.id, since, now);
    const rng = createRng(`operation-log:${partner.id}:${isoDate(today)}`);
    for (const user of facts.users) {
      const history = userHistory(rng, partner.id, user, facts, today);
      rows.push(...history);
      // A report the log says was opened is read in the lists too.
      for (const read of history.filter((e) => e.action === OperationAction.DOCUMENT_READ))
        reads.push([read.detail.documentId, user.id, read.at.toISOString()]);
    }
    if (staff) rows.push(...staffHistory(staff.id, partner.id, facts, since));
  }

  const shown = rows.filter((r) => r.at < now).sort((a, b) => a.at.getTime() - b.at.getTime());
  await bulkInsert(
    db,
    'operation_log',
    [
      ['at', 'timestamptz'],
      ['action', 'text'],
      ['user_id', 'text'],
      ['partner_id', 'text'],
      ['ip', 'text'],
      ['outcome', 'text'],
      ['target', 'text'],
      ['target_message', 'jsonb'],
      ['actor_role', 'text'],
      ['detail', 'jsonb'],
    ],
    shown.map((r) => [
      r.at.toISOString(),
      r.action,
      r.userId,
      r.partnerId,
      r.ip,
      r.outcome,
      r.target === null ? null : render(DEFAULT_LOCALE, r.target),
      typeof r.target === 'object' && r.target !== null ? JSON.stringify(r.target) : null,
      r.actorRole,
      JSON.stringify(r.detail),
    ]),
  );
  for (const [documentId, userId, at] of reads)
    await db.query(
      `INSERT INTO document_read (document_id, version, user_id, read_at)
       SELECT id, current_version, $2, $3 FROM document WHERE id = $1
       ON CONFLICT DO NOTHING`,
      [documentId, userId, at],
    );
}
