import type { DfClaim, DfPartnerClaim, DfProgram } from '@contract/df/schemas';
import { DF_API, CLAIM_STATUSES, DF_PARTNER_API } from '@contract/df/constants';
import { FILE_API } from '@contract/file/constants';
import { ResultCode, SUCCESS } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';
import { api, DANA, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';

interface ClaimPage {
  total: number;
  pageNum: number;
  pageSize: number;
  claimList: DfPartnerClaim[];
}

describeWithDatabases(
  "development funds: the partner's programmes and claims",
  (ctx) => {
    const app = () => ctx.app();
    const programs = async (token: string) =>
      (await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token)).body.programList;
    const claims = (token: string, body: Record<string, unknown>) =>
      api<ClaimPage>(app(), DF_PARTNER_API.pageQuery, body, token);
    const sum = (list: DfPartnerClaim[], statuses: string[]) =>
      Math.round(list.filter((c) => statuses.includes(c.status)).reduce((s, c) => s + c.amount, 0) * 100) /
      100;

    test('MDF and TDF programmes carry totals that agree with their claims', async () => {
      const token = await session(app(), GCASH);
      const list = await programs(token);
      expect(new Set(list.map((p) => p.kind))).toEqual(
        new Set(['EXCLUSIVE_INCENTIVES_MDF', 'EXCLUSIVE_INCENTIVES_TDF']),
      );
      for (const program of list) {
        const own = (await claims(token, { pageNum: 1, pageSize: 100, programId: program.programId })).body
          .claimList;
        expect(own.length).toBeGreaterThan(0);
        expect(program.claimed).toBe(sum(own, ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID']));
        expect(program.approved).toBe(sum(own, ['APPROVED', 'PAID']));
        expect(program.paid).toBe(sum(own, ['PAID']));
        // Only approved and paid claims take from the budget.
        expect(program.remaining).toBe(Math.round((program.budget - program.approved) * 100) / 100);
        expect(program.remaining).toBeGreaterThanOrEqual(0);
        expect(program.currency).toMatch(/^[A-Z]{3}$/);
        expect(program.periodStart <= program.periodEnd && program.periodEnd <= program.claimDeadline).toBe(
          true,
        );
      }
    });

    test('programme status follows the date: running ones are ACTIVE, past the claim deadline CLOSED', async () => {
      const today = ctx.clock.now().toISOString().slice(0, 10);
      const list = await programs(await session(app(), GCASH));
      for (const p of list) {
        const expected = today < p.periodStart ? 'UPCOMING' : today > p.claimDeadline ? 'CLOSED' : 'ACTIVE';
        expect(p.status).toBe(expected);
      }
      expect(list.some((p) => p.status === 'ACTIVE')).toBe(true);
      expect(list.some((p) => p.status === 'CLOSED')).toBe(true);
      // Newest period first.
      expect(list[0].periodStart >= list[list.length - 1].periodStart).toBe(true);
    });

    test('a partner without programmes gets empty lists, not an error', async () => {
      const token = await session(app(), DANA);
      const result = await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token);
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ success: true, programList: [] });
      expect((await claims(token, { pageNum: 1 })).body).toMatchObject({
        success: true,
        total: 0,
        claimList: [],
      });
    });

    test('claims come in every state, newest first, ten per page by default', async () => {
      const token = await session(app(), GCASH);
      const all = (await claims(token, { pageNum: 1, pageSize: 100 })).body;
      expect(new Set(all.claimList.map((c) => c.status))).toEqual(new Set(CLAIM_STATUSES));
      const times = all.claimList.map((c) => c.submittedAt);
      expect(times).toEqual([...times].sort().reverse());
      const second = (await claims(token, { pageNum: 2 })).body;
      expect(second).toMatchObject({ pageNum: 2, pageSize: 10, total: all.total });
      expect(second.claimList.map((c) => c.claimId)).toEqual(
        all.claimList.slice(10, 20).map((c) => c.claimId),
      );
      const past = (await claims(token, { pageNum: 99 })).body;
      expect(past).toMatchObject({ success: true, total: all.total, claimList: [] });
    });

    test('filters by kind and status narrow the claims', async () => {
      const token = await session(app(), GCASH);
      const all = (await claims(token, { pageNum: 1, pageSize: 100 })).body.claimList;
      const tdfPaid = (
        await claims(token, { pageNum: 1, pageSize: 100, kind: 'EXCLUSIVE_INCENTIVES_TDF', status: 'PAID' })
      ).body;
      expect(tdfPaid.total).toBe(
        all.filter((c) => c.kind === 'EXCLUSIVE_INCENTIVES_TDF' && c.status === 'PAID').length,
      );
      expect(tdfPaid.total).toBeGreaterThan(0);
      expect(
        tdfPaid.claimList.every((c) => c.kind === 'EXCLUSIVE_INCENTIVES_TDF' && c.status === 'PAID'),
      ).toBe(true);
    });

    test("another partner's programme id finds no claims, and partners see different figures", async () => {
      const gcash = await programs(await session(app(), GCASH));
      const tmToken = await session(app(), TRUEMONEY);
      const truemoney = await programs(tmToken);
      expect(truemoney.length).toBeGreaterThan(0);
      expect(truemoney.map((p) => p.programId).filter((id) => gcash.some((g) => g.programId === id))).toEqual(
        [],
      );
      expect(truemoney[0].budget).not.toBe(gcash[0].budget);
      const foreign = await claims(tmToken, { pageNum: 1, programId: gcash[0].programId });
      expect(foreign.body).toMatchObject({ success: true, total: 0, claimList: [] });
    });

    test.each([
      { pageNum: 0 },
      { pageNum: 1, pageSize: 101 },
      { pageNum: 1, kind: 'MDF' },
      { pageNum: 1, status: 'PENDING' },
      { pageSize: 10 },
    ])('bad claim query %j is 400', async (body) => {
      const result = await claims(await session(app(), GCASH), body);
      expect(result.status).toBe(400);
      expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });

    // Last in the file: it pays one of GCash's approved claims.
    test("a claim staff mark paid carries its payment proof's address, which its partner downloads; another partner's claims are unchanged", async () => {
      const gcash = await session(app(), GCASH);
      const truemoney = await session(app(), TRUEMONEY);
      const staff = await session(app(), STAFF);
      const everyClaim = async (token: string) =>
        (await claims(token, { pageNum: 1, pageSize: 100 })).body.claimList;
      const truemoneyBefore = await everyClaim(truemoney);
      const approved = (await everyClaim(gcash)).find((c) => c.status === 'APPROVED')!;
      const { version } = (
        await api<{ data: { claim: DfClaim } }>(
          app(),
          DF_API.claimDetail,
          { claimId: approved.claimId },
          staff,
        )
      ).body.data.claim;
      const proof = (await upload(app(), staff, 'CLAIM_PROOF', 'remittance.pdf', sample.pdf())).body.file!
        .fileUrl;
      const paid = await api(
        app(),
        DF_API.claimTransition,
        {
          claimId: approved.claimId,
          version,
          action: 'PAY',
          paymentRef: 'TT-2026-0099',
          paidOn: ctx.clock.now().toISOString().slice(0, 10),
          paymentProof: proof,
        },
        staff,
      );
      expect(paid.body.resultCode).toBe(SUCCESS);

      const after = await everyClaim(gcash);
      expect(after.find((c) => c.claimId === approved.claimId)).toMatchObject({
        status: 'PAID',
        paymentRef: 'TT-2026-0099',
        paymentProof: proof,
      });
      // Only a paid claim has one; every other claim says so with null.
      const unpaid = after.filter((c) => c.status !== 'PAID');
      expect(unpaid.length).toBeGreaterThan(0);
      expect(unpaid.map((c) => c.paymentProof)).toEqual(unpaid.map(() => null));
      const download = (token: string) =>
        call(app(), 'GET', `${FILE_API.download}?fileUrl=${encodeURIComponent(proof)}`, { token });
      expect((await download(gcash)).status).toBe(200);

      expect(await everyClaim(truemoney)).toEqual(truemoneyBefore);
      expect(truemoneyBefore.map((c) => c.paymentProof)).not.toContain(proof);
      expect((await download(truemoney)).status).toBe(404);
    });

    test('a staff session without a partner gets No Authority', async () => {
      const result = await api(app(), DF_PARTNER_API.query, {}, await session(app(), STAFF));
      expect(result.status).toBe(403);
      expect(result.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
    });
  },
  { seed: true },
);
