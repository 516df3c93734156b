import type { DfBudget, DfBudgetChange, DfClaim, DfClaimEvent, DfProgram } from '@contract/df/schemas';
import { BUDGET_MAX, DF_API, DF_PARTNER_API } from '@contract/df/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { PAGE_SIZE_MAX } from '@contract/shared/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { sample, upload } from '@server/test-support/multipart';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

interface ClaimPage {
  total: number;
  claimList: DfClaim[];
  oldestWaiting: { claimId: string; submittedAt: string } | null;
}

describeWithDatabases(
  'development funds: finding claims, the review queue, budget bounds, history and deletion',
  (ctx) => {
    const app = () => ctx.app();
    const staff = () => session(app(), STAFF);
    const claims = async (body: Record<string, unknown>) =>
      api<ClaimPage>(
        app(),
        DF_API.claimPageQuery,
        { pageNum: 1, pageSize: PAGE_SIZE_MAX, ...body },
        await staff(),
      );
    /** Every claim, page by page. */
    const everyClaim = async () => {
      const list: DfClaim[] = [];
      for (let pageNum = 1; ; pageNum += 1) {
        const page = (await claims({ pageNum })).body;
        list.push(...page.claimList);
        if (list.length >= page.total || page.claimList.length === 0) return list;
      }
    };
    const budgets = async () =>
      (await api<{ budgetList: DfBudget[] }>(app(), DF_API.budgetQuery, {}, await staff())).body.budgetList;
    const save = async (body: Record<string, unknown>) =>
      api<{ data: DfBudget }>(app(), DF_API.budgetSave, body, await staff());
    const nextYear = () => ctx.clock.now().getUTCFullYear() + 1;

    test('a claim is found by its number (whole, or its start in any case), partner, activity and amount range', async () => {
      const all = await everyClaim();
      const one = all[5];
      const byNumber = await claims({ keyword: ` ${one.claimNo} ` });
      expect(byNumber.body.claimList.map((c) => c.claimId)).toEqual([one.claimId]);
      const prefix = one.claimNo.slice(0, one.claimNo.lastIndexOf('-')).toLowerCase();
      const byPrefix = (await claims({ keyword: prefix })).body.claimList;
      expect(byPrefix.length).toBeGreaterThan(1);
      expect(byPrefix.every((c) => c.claimNo.startsWith(prefix.toUpperCase()))).toBe(true);

      const partnerPart = one.partnerName.slice(1, 5).toLowerCase();
      const byPartner = (await claims({ keyword: partnerPart })).body;
      expect(byPartner.total).toBe(
        all.filter(
          (c) =>
            c.partnerName.toLowerCase().includes(partnerPart) || c.title.toLowerCase().includes(partnerPart),
        ).length,
      );
      const word = one.title.split(' ').find((w) => w.length > 4)!;
      const byActivity = (await claims({ keyword: word })).body.claimList;
      expect(byActivity.map((c) => c.claimId)).toContain(one.claimId);

      // % and _ are matched as themselves, not as wildcards.
      expect((await claims({ keyword: '%' })).body.total).toBe(0);

      const range = (await claims({ amountMin: 1000, amountMax: 5000 })).body;
      expect(range.total).toBe(
        all.filter((c) => c.requestedAmount >= 1000 && c.requestedAmount <= 5000).length,
      );
      expect(range.claimList.every((c) => c.requestedAmount >= 1000 && c.requestedAmount <= 5000)).toBe(true);

      const reversed = await claims({ amountMin: 5000, amountMax: 1000 });
      expect([reversed.status, reversed.body]).toMatchObject([
        400,
        {
          resultCode: ResultCode.ILLEGAL_PARAMETERS,
          resultMessage: expect.stringMatching(/smallest amount/),
        },
      ]);
    });

    test('the review queue holds only waiting claims, oldest first; the oldest one is named for any filter', async () => {
      const queue = (await claims({ sort: 'QUEUE' })).body;
      expect(queue.total).toBeGreaterThan(1);
      expect(queue.claimList.every((c) => c.status === 'SUBMITTED' || c.status === 'UNDER_REVIEW')).toBe(
        true,
      );
      const times = queue.claimList.map((c) => c.submittedAt);
      expect(times).toEqual([...times].sort());
      expect(queue.oldestWaiting?.claimId).toBe(queue.claimList[0].claimId);
      // The default order names the same oldest claim, and a partner filter narrows it to that partner's.
      expect((await claims({})).body.oldestWaiting).toEqual(queue.oldestWaiting);
      const gcash = (await claims({ sort: 'QUEUE', partnerId: 'gcash' })).body;
      expect(gcash.oldestWaiting?.claimId).toBe(gcash.claimList[0].claimId);
      expect(gcash.claimList.every((c) => c.partnerId === 'gcash')).toBe(true);
      // A selection with nothing waiting has no oldest claim.
      expect((await claims({ status: 'PAID', keyword: 'no such claim' })).body.oldestWaiting).toBeNull();
    });

    test('a submitted claim is approved without a separate review step; its history shows the one move', async () => {
      const waiting = (await claims({ status: 'SUBMITTED' })).body.claimList[0];
      const approved = await api<{ data: DfClaim }>(
        app(),
        DF_API.claimTransition,
        { claimId: waiting.claimId, version: waiting.version, action: 'APPROVE', amount: 0.01 },
        await staff(),
      );
      expect(approved.body.data).toMatchObject({ status: 'APPROVED', amount: 0.01 });
      const detail = await api<{ data: { history: DfClaimEvent[] } }>(
        app(),
        DF_API.claimDetail,
        { claimId: waiting.claimId },
        await staff(),
      );
      expect(detail.body.data.history.at(-1)).toMatchObject({
        fromStatus: 'SUBMITTED',
        toStatus: 'APPROVED',
      });
    });

    test('a budget is positive and at most BUDGET_MAX; the refusal names both bounds', async () => {
      const base = { partnerId: 'dana', year: nextYear(), kind: 'EXCLUSIVE_INCENTIVES_MDF', reason: 'Plan' };
      for (const budget of [0, -5, BUDGET_MAX + 1, 99_999_999_999_999]) {
        const refused = await save({ ...base, budget });
        expect([budget, refused.status, refused.body.resultCode]).toEqual([
          budget,
          400,
          ResultCode.ILLEGAL_PARAMETERS,
        ]);
        expect(refused.body.resultMessage).toBe(
          'The budget must be at least 0.01 and at most 999,999,999,999 in the fund currency.',
        );
      }
      // Other schema failures keep the generic answer.
      const noReason = await save({ ...base, budget: 10, reason: '' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.resultMessage).not.toMatch(/budget must/);
      expect((await save({ ...base, budget: BUDGET_MAX })).status).toBe(200);
    });

    test('a budget without claims can be deleted with its history; one with claims cannot', async () => {
      const year = nextYear();
      const created = await save({
        partnerId: 'dana',
        year,
        kind: 'EXCLUSIVE_INCENTIVES_TDF',
        budget: 1000,
        reason: 'Created by mistake',
      });
      const programId = created.body.data.programId;
      expect(created.body.data.claimCount).toBe(0);
      await save({
        partnerId: 'dana',
        year,
        kind: 'EXCLUSIVE_INCENTIVES_TDF',
        budget: 2000,
        reason: 'Doubled',
      });

      const history = await api<{ changeList: DfBudgetChange[] }>(
        app(),
        DF_API.budgetHistory,
        { programId },
        await staff(),
      );
      expect(history.body.changeList).toMatchObject([
        { oldBudget: 1000, newBudget: 2000, reason: 'Doubled', actor: STAFF },
        { oldBudget: null, newBudget: 1000, reason: 'Created by mistake', actor: STAFF },
      ]);
      // Partners read neither the history nor delete.
      const partner = await session(app(), DANA);
      expect((await api(app(), DF_API.budgetHistory, { programId }, partner)).body.resultCode).toBe(
        ResultCode.NO_AUTHORITY,
      );
      expect((await api(app(), DF_API.budgetDelete, { programId }, partner)).body.resultCode).toBe(
        ResultCode.NO_AUTHORITY,
      );

      const deleted = await api(app(), DF_API.budgetDelete, { programId }, await staff());
      expect(deleted.status).toBe(200);
      expect((await budgets()).some((b) => b.programId === programId)).toBe(false);
      expect(
        await app().db.query(`SELECT 1 FROM incentive_budget_changes WHERE program_id = $1`, [programId]),
      ).toHaveLength(0);
      expect(
        await app().db.query(
          `SELECT 1 FROM operation_log WHERE action = 'DF_BUDGET_DELETE' AND partner_id = 'dana'`,
        ),
      ).toHaveLength(1);
      const again = await api(app(), DF_API.budgetDelete, { programId }, await staff());
      expect([again.status, again.body.resultCode]).toEqual([404, ResultCode.ILLEGAL_PARAMETERS]);

      const withClaims = (await budgets()).find((b) => b.claimCount > 0)!;
      const refused = await api(
        app(),
        DF_API.budgetDelete,
        { programId: withClaims.programId },
        await staff(),
      );
      expect([refused.status, refused.body.resultCode]).toEqual([409, ResultCode.STATUS_NOT_ALLOWED]);
      expect(refused.body.resultMessage).toMatch(/has claims/);
      expect((await budgets()).some((b) => b.programId === withClaims.programId)).toBe(true);
    });

    test('a claim that would take approved plus waiting claims over the budget is refused, naming what is left', async () => {
      const token = await session(app(), GCASH);
      const program = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token)
      ).body.programList.find((p) => p.status === 'ACTIVE' && p.kind === 'EXCLUSIVE_INCENTIVES_MDF')!;
      const b = (await budgets()).find((x) => x.programId === program.programId)!;
      // Shrink the budget to what approved and waiting claims take, plus 100.
      const taken = b.approvedNotPaid + b.paid + b.pending;
      await save({ partnerId: 'gcash', year: b.year, kind: b.kind, budget: taken + 100, reason: 'Cut' });
      const submit = async (amount: number) =>
        api(
          app(),
          DF_PARTNER_API.claimSubmit,
          {
            programId: program.programId,
            title: 'Test activity',
            amount,
            activityStart: program.periodStart,
            activityEnd: program.periodStart,
            supportingDoc: (await upload(app(), token, 'CLAIM_PROOF', 'proof.pdf', sample.pdf())).body.file!
              .fileUrl,
          },
          token,
        );
      const over = await submit(100.01);
      expect([over.status, over.body.resultCode]).toEqual([400, ResultCode.AMOUNT_EXCEEDS_LIMIT]);
      expect(over.body.resultMessage).toMatch(/claims waiting for review.*100\.00 can still be claimed/);
      expect((await submit(100)).status).toBe(200);
      // Nothing is left now: the next one is told 0.00.
      expect((await submit(0.01)).body.resultMessage).toMatch(/0\.00 can still be claimed/);
      // The partner's programme says the same: budget - claimed is what may still be claimed.
      const after = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token)
      ).body.programList.find((p) => p.programId === program.programId)!;
      expect(Math.round((after.budget - after.claimed) * 100)).toBe(0);
    });
  },
  { seed: true },
);
