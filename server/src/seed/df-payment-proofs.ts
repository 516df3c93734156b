import type { UploadSlot } from '@contract/upload/constants';
import type { Queryable } from '@server/db/database';
import { amountText } from '@server/modules/df/messages';
import { isoDate } from './support/dates';
import { buildPdf } from './support/pdf';
import type { PdfContent } from './support/pdf';
import type { SeedContext } from './seed-context';
import type { ClaimBase } from './df-claim-records';

/** The network entity that pays development-fund claims (the counterparty of the partner agreements). */
const PAYER = 'Network Payments Pte. Ltd.';

const CLAIM_PROOF: UploadSlot = 'CLAIM_PROOF';

interface PaidClaimRow extends ClaimBase {
  payment_ref: string | null;
  paid_on: string | null;
  paid_at: Date;
}

/** The network's payment advice for a paid claim: what staff attach as the proof when they pay it. */
function paymentAdvicePdf(claim: PaidClaimRow): PdfContent {
  const claimed = Number(claim.amount);
  const paid = Number(claim.approved_amount ?? claim.amount);
  const paidOn = claim.paid_on ?? isoDate(claim.paid_at);
  const reference = claim.payment_ref ?? 'Not recorded';
  return {
    title: `Payment advice · ${claim.claim_no}`,
    partnerName: claim.partner_name,
    subtitle: claim.title,
    facts: [
      ['Payer', PAYER],
      ['Payee', claim.partner_name],
      ['Claim number', claim.claim_no],
      ['Programme', claim.program_name],
      ['Amount paid', amountText(claim.currency, paid)],
      ['Payment date', paidOn],
      ['Payment reference', reference],
    ],
    table: {
      columns: ['Claim number', 'Claimed', 'Approved', 'Paid'],
      rows: [
        [
          claim.claim_no,
          amountText(claim.currency, claimed),
          amountText(claim.currency, paid),
          amountText(claim.currency, paid),
        ],
      ],
    },
    sections: [],
    footer: `Payment advice ${claim.claim_no} · ${reference}`,
  };
}

/**
 * The payment proof of each seeded paid claim, stored the way staff attach one when they pay: a
 * staff upload through the CLAIM_PROOF slot, then given to the partner, who reads it beside their
 * claim. Only paid claims without a proof, so databases seeded before this step get theirs and a
 * proof staff attached in the portal stays.
 */
export async function seedClaimPaymentProofs(
  db: Queryable,
  ctx: Pick<SeedContext, 'storage'>,
): Promise<void> {
  const claims = await db.query<PaidClaimRow>(
    `SELECT c.id, c.partner_id, pa.full_name AS partner_name, c.claim_no, c.title, p.name AS program_name,
       c.currency, c.amount, c.approved_amount, c.payment_ref, c.paid_on::text AS paid_on,
       coalesce((SELECT max(e.at) FROM incentive_claim_events e WHERE e.claim_id = c.id AND e.to_status = 'PAID'),
         c.updated_at) AS paid_at
     FROM incentive_claims c
     JOIN incentive_programs p ON p.id = c.program_id
     JOIN partners pa ON pa.id = c.partner_id
     WHERE c.status = 'PAID' AND c.payment_proof IS NULL
     ORDER BY c.partner_id, c.submitted_at, c.id`,
  );
  if (claims.length === 0) return;
  const [staff] = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'STAFF' ORDER BY email LIMIT 1`,
  );
  for (const claim of claims) {
    const pdf = await buildPdf(paymentAdvicePdf(claim));
    const { fileUrl } = await ctx.storage.put({
      data: pdf.data,
      fileName: `${claim.claim_no} payment advice.pdf`,
      contentType: 'application/pdf',
      partnerId: null,
      createdBy: staff?.id ?? null,
      staffOnly: true,
      slot: CLAIM_PROOF,
    });
    await ctx.storage.assign(fileUrl, claim.partner_id);
    // Uploaded just before the claim was marked paid, not when the seed ran.
    await db.query(`UPDATE files SET created_at = $2 WHERE storage_name = $1`, [
      fileUrl,
      new Date(claim.paid_at.getTime() - 5 * 60_000),
    ]);
    await db.query(`UPDATE incentive_claims SET payment_proof = $2 WHERE id = $1 AND payment_proof IS NULL`, [
      claim.id,
      fileUrl,
    ]);
  }
}
