import { PDFArray, PDFDocument, decodePDFRawStream } from 'pdf-lib';
import type { PDFRawStream } from 'pdf-lib';
import type { DfClaim } from '@contract/df/schemas';
import { DF_API } from '@contract/df/constants';
import { FILE_API } from '@contract/file/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { api, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';
import { seedClaimPaymentProofs } from './df-payment-proofs';
import { runSeed } from './run-seed';
import { amountText } from '@server/modules/df/messages';

const PARTNER_USERS: Record<string, string> = {
  gcash: GCASH,
  truemoney: TRUEMONEY,
  tngd: 'ops@tngd.demo',
};

/** The text a PDF shows on its pages (pdf-lib writes each line as one hex string in WinAnsi). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()!;
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    for (const stream of streams) {
      const ops = Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

describeWithDatabases(
  'development-fund seed: payment proofs of paid claims',
  (ctx) => {
    const app = () => ctx.app();
    const seedContext = () => ({
      storage: app().storage,
      clock: app().clock,
      config: app().config,
      log: app().log,
    });
    /** Every claim as staff list it (the claim drawer's source of a claim's proof). */
    const staffClaims = async (): Promise<DfClaim[]> => {
      const list: DfClaim[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const page = (
          await api<{ total: number; claimList: DfClaim[] }>(
            app(),
            DF_API.claimPageQuery,
            { pageNum, pageSize: 100 },
            await session(app(), STAFF),
          )
        ).body;
        list.push(...page.claimList);
        if (list.length >= page.total || page.claimList.length === 0) return list;
      }
    };
    const download = (fileUrl: string, email: string) =>
      session(app(), email).then((token) =>
        call(app(), 'GET', `${FILE_API.download}?fileUrl=${encodeURIComponent(fileUrl)}`, { token }),
      );
    const proofs = () =>
      app().db.query<{ id: string; payment_proof: string | null }>(
        `SELECT id, payment_proof FROM incentive_claims ORDER BY id`,
      );
    const fileCount = async () =>
      (await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files`))[0].n;

    test('a database seeded before payment proofs gets one for each paid claim at the next seed, and only for those', async () => {
      const before = await staffClaims();
      const paidBefore = before.filter((c) => c.status === 'PAID');
      expect(paidBefore.length).toBeGreaterThan(5);
      expect(paidBefore.every((c) => c.paymentProof === null)).toBe(true);
      const files = await fileCount();

      expect(await runSeed(app().db, seedContext(), ['claim-payment-proofs'])).toEqual([
        'claim-payment-proofs',
      ]);

      const after = await staffClaims();
      const paid = after.filter((c) => c.status === 'PAID');
      expect(paid.map((c) => c.claimId).sort()).toEqual(paidBefore.map((c) => c.claimId).sort());
      expect(paid.every((c) => c.paymentProof !== null)).toBe(true);
      expect(new Set(paid.map((c) => c.paymentProof)).size).toBe(paid.length);
      expect(after.filter((c) => c.status !== 'PAID' && c.paymentProof !== null)).toEqual([]);
      expect(await fileCount()).toBe(files + paid.length);
    });

    test("each paid claim's owning partner downloads its proof: a payment advice PDF with the claim's payment", async () => {
      const paid = (await staffClaims()).filter((c) => c.status === 'PAID');
      const partnerNames = new Map(
        (await app().db.query<{ id: string; full_name: string }>(`SELECT id, full_name FROM partners`)).map(
          (p) => [p.id, p.full_name],
        ),
      );
      for (const claim of paid) {
        const owner = PARTNER_USERS[claim.partnerId];
        const downloaded = await download(claim.paymentProof!, owner);
        expect([claim.claimNo, downloaded.status]).toEqual([claim.claimNo, 200]);
        const bytes = downloaded.raw.rawPayload;
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(bytes);
        expect(text).toContain(claim.claimNo);
        expect(text).toContain('Payment advice');
        expect(text).toContain('Network Payments Pte. Ltd.');
        expect(text).toContain(partnerNames.get(claim.partnerId));
        expect(text).toContain(amountText(claim.currency, claim.amount));
        expect(text).toContain(claim.paidOn!);
        expect(text).toContain(claim.paymentRef!);
      }
      // Another partner's user gets the same answer as for a missing file.
      const gcashClaim = paid.find((c) => c.partnerId === 'gcash')!;
      expect((await download(gcashClaim.paymentProof!, TRUEMONEY)).status).toBe(404);
    });

    test('the proof is stored as a staff upload given to the partner, named after the claim, uploaded when it was paid', async () => {
      const rows = await app().db.query<{
        claim_no: string;
        partner_id: string;
        updated_at: Date;
        file_partner: string | null;
        staff_only: boolean;
        slot: string;
        content_type: string;
        file_name: string;
        created_by: string | null;
        created_at: Date;
      }>(
        `SELECT c.claim_no, c.partner_id, c.updated_at, f.partner_id AS file_partner, f.staff_only, f.slot,
           f.content_type, f.file_name, u.email AS created_by, f.created_at
         FROM incentive_claims c
         JOIN files f ON f.storage_name = c.payment_proof
         LEFT JOIN users u ON u.id = f.created_by
         WHERE c.status = 'PAID'`,
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        expect(row).toMatchObject({
          file_partner: row.partner_id,
          staff_only: false,
          slot: 'CLAIM_PROOF',
          content_type: 'application/pdf',
          file_name: `${row.claim_no} payment advice.pdf`,
          created_by: STAFF,
        });
        expect(row.created_at.getTime()).toBeLessThan(row.updated_at.getTime());
        expect(row.created_at.getTime()).toBeGreaterThan(row.updated_at.getTime() - 86_400_000);
      }
    });

    test('seeding again adds no file and leaves every claim with the proof it has', async () => {
      const before = await proofs();
      const files = await fileCount();
      expect(await runSeed(app().db, seedContext(), ['claim-payment-proofs'])).toEqual([]);
      await seedClaimPaymentProofs(app().db, { storage: app().storage });
      expect(await fileCount()).toBe(files);
      expect(await proofs()).toEqual(before);

      // A paid claim still without a proof gets one; every other claim keeps the one it has.
      const missing = before.find((c) => c.payment_proof !== null)!;
      await app().db.query(`UPDATE incentive_claims SET payment_proof = NULL WHERE id = $1`, [missing.id]);
      await seedClaimPaymentProofs(app().db, { storage: app().storage });
      expect(await fileCount()).toBe(files + 1);
      const after = await proofs();
      const refilled = after.find((c) => c.id === missing.id)!;
      expect(refilled.payment_proof).not.toBeNull();
      expect(refilled.payment_proof).not.toBe(missing.payment_proof);
      expect(after.filter((c) => c.id !== missing.id)).toEqual(before.filter((c) => c.id !== missing.id));
    });
  },
  // Seeded as a database was before the payment-proof step existed.
  { seed: ['partners', 'users', 'overview', 'claim-records'] },
);
