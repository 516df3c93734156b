import type { ClaimStatus } from '@contract/df/schemas';
import type { UploadSlot } from '@contract/upload/constants';
import type { Queryable } from '@server/db/database';
import type { ClaimEvent } from '@server/modules/df/repository';
import { bulkInsert } from './support/bulk-insert';
import { buildPdf } from './support/pdf';
import type { PdfContent } from './support/pdf';
import type { SeedContext } from './seed-context';
import { amountText } from '@server/modules/df/messages';

const CLAIM_PROOF: UploadSlot = 'CLAIM_PROOF';

/** What both claim PDFs (this file's and ./df-payment-proofs.ts's) read of a seeded claim. */
export interface ClaimBase {
  id: string;
  partner_id: string;
  partner_name: string;
  claim_no: string;
  title: string;
  program_name: string;
  currency: string;
  amount: string;
  approved_amount: string | null;
}

interface ClaimRow extends ClaimBase {
  status: ClaimStatus;
  submitted_at: Date;
  updated_at: Date;
  activity_start: string;
  activity_end: string;
  reject_reason: string | null;
  payment_ref: string | null;
  supporting_doc: string | null;
  has_history: boolean;
}

/** The partner's receipts for the activity: a one-page PDF like one a partner would upload. */
function proofPdf(claim: ClaimRow): PdfContent {
  const amount = Number(claim.amount);
  const media = Math.round(amount * 0.6 * 100) / 100;
  const production = Math.round(amount * 0.3 * 100) / 100;
  return {
    title: `Proof of activity · ${claim.claim_no}`,
    partnerName: claim.partner_name,
    subtitle: claim.title,
    facts: [
      ['Claim number', claim.claim_no],
      ['Programme', claim.program_name],
      ['Activity period', `${claim.activity_start} to ${claim.activity_end}`],
      ['Amount claimed', amountText(claim.currency, amount)],
    ],
    table: {
      columns: ['Item', 'Date', 'Amount', 'Receipt'],
      rows: [
        ['Media and placement', claim.activity_start, amountText(claim.currency, media), 'Attached'],
        ['Production', claim.activity_start, amountText(claim.currency, production), 'Attached'],
        [
          'Fees and other costs',
          claim.activity_end,
          amountText(claim.currency, Math.round((amount - media - production) * 100) / 100),
          'Attached',
        ],
      ],
    },
    sections: [],
    footer: `Proof of activity ${claim.claim_no}`,
  };
}

/**
 * A seeded claim's history as the workflow would have written it: the partner's submission, then
 * the staff moves that brought it to its current status, the last one at its `updated_at`.
 */
export function claimHistory(
  claim: Pick<
    ClaimRow,
    | 'id'
    | 'status'
    | 'amount'
    | 'approved_amount'
    | 'submitted_at'
    | 'updated_at'
    | 'reject_reason'
    | 'payment_ref'
  >,
  partnerUserId: string | null,
  staffUserId: string | null,
): ClaimEvent[] {
  const start = claim.submitted_at.getTime();
  const span = claim.updated_at.getTime() - start;
  const at = (fraction: number) => new Date(start + Math.round(span * fraction));
  const event = (
    when: Date,
    from: ClaimStatus | null,
    to: ClaimStatus,
    amount: number | null = null,
    note: string | null = null,
  ): ClaimEvent => ({
    claimId: claim.id,
    at: when,
    from,
    to,
    amount,
    note,
    actorUserId: from === null ? partnerUserId : staffUserId,
  });
  const approved = Number(claim.approved_amount ?? claim.amount);
  const events = [event(claim.submitted_at, null, 'SUBMITTED', Number(claim.amount))];
  switch (claim.status) {
    case 'UNDER_REVIEW':
      events.push(event(at(1), 'SUBMITTED', 'UNDER_REVIEW'));
      break;
    case 'APPROVED':
      events.push(
        event(at(0.3), 'SUBMITTED', 'UNDER_REVIEW'),
        event(at(1), 'UNDER_REVIEW', 'APPROVED', approved),
      );
      break;
    case 'PAID':
      events.push(
        event(at(0.15), 'SUBMITTED', 'UNDER_REVIEW'),
        event(at(0.5), 'UNDER_REVIEW', 'APPROVED', approved),
        event(at(1), 'APPROVED', 'PAID', null, claim.payment_ref),
      );
      break;
    case 'REJECTED':
      events.push(
        event(at(0.4), 'SUBMITTED', 'UNDER_REVIEW'),
        event(at(1), 'UNDER_REVIEW', 'REJECTED', null, claim.reject_reason),
      );
      break;
    default:
      break;
  }
  return events;
}

/**
 * The seeded development-fund claims' records: each claim's supporting document (a real PDF stored
 * through the CLAIM_PROOF slot as the partner's own upload, as the claim call requires) and its
 * history from submission on. Only claims without them: a step of its own, so databases seeded
 * before it get the records too, and claims submitted through the portal keep theirs.
 */
export async function seedClaimRecords(db: Queryable, ctx: Pick<SeedContext, 'storage'>): Promise<void> {
  const claims = await db.query<ClaimRow>(
    `SELECT c.id, c.partner_id, pa.full_name AS partner_name, c.claim_no, c.title, p.name AS program_name,
       c.currency, c.amount, c.approved_amount, c.status, c.submitted_at, c.updated_at,
       c.activity_start::text AS activity_start, c.activity_end::text AS activity_end,
       c.reject_reason, c.payment_ref, c.supporting_doc,
       EXISTS (SELECT 1 FROM incentive_claim_events e WHERE e.claim_id = c.id) AS has_history
     FROM incentive_claims c
     JOIN incentive_programs p ON p.id = c.program_id
     JOIN partners pa ON pa.id = c.partner_id
     WHERE c.supporting_doc IS NULL
        OR NOT EXISTS (SELECT 1 FROM incentive_claim_events e WHERE e.claim_id = c.id)
     ORDER BY c.partner_id, c.submitted_at, c.id`,
  );
  if (claims.length === 0) return;
  const users = await db.query<{ id: string; partner_id: string | null; role: string }>(
    `SELECT id, partner_id, role FROM users WHERE role IN ('PARTNER', 'STAFF') ORDER BY email`,
  );
  const partnerUser = (partnerId: string) =>
    users.find((u) => u.role === 'PARTNER' && u.partner_id === partnerId)?.id ?? null;
  const staffUserId = users.find((u) => u.role === 'STAFF')?.id ?? null;

  const events: ClaimEvent[] = [];
  for (const claim of claims) {
    const uploader = partnerUser(claim.partner_id);
    if (claim.supporting_doc === null) {
      const pdf = await buildPdf(proofPdf(claim));
      const { fileUrl } = await ctx.storage.put({
        data: pdf.data,
        fileName: `${claim.claim_no} proof of activity.pdf`,
        contentType: 'application/pdf',
        partnerId: claim.partner_id,
        createdBy: uploader,
        slot: CLAIM_PROOF,
      });
      // Uploaded just before the claim was sent, not when the seed ran.
      await db.query(`UPDATE files SET created_at = $2 WHERE storage_name = $1`, [
        fileUrl,
        new Date(claim.submitted_at.getTime() - 10 * 60_000),
      ]);
      await db.query(`UPDATE incentive_claims SET supporting_doc = $2 WHERE id = $1`, [claim.id, fileUrl]);
    }
    if (!claim.has_history) events.push(...claimHistory(claim, uploader, staffUserId));
  }
  await bulkInsert(
    db,
    'incentive_claim_events',
    [
      ['claim_id', 'text'],
      ['at', 'timestamptz'],
      ['from_status', 'text'],
      ['to_status', 'text'],
      ['amount', 'numeric'],
      ['note', 'text'],
      ['actor_user_id', 'text'],
    ],
    events.map((e) => [e.claimId, e.at.toISOString(), e.from, e.to, e.amount, e.note, e.actorUserId]),
  );
}
