import type { DfBudget, DfClaim, DfClaimEvent, DfProgram } from '@contract/df/schemas';
import { DF_PARTNER_API, DF_API } from '@contract/df/constants';
import { NOTIFICATION_API } from '@contract/notification/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call, createUser, signIn } from '@server/test-support/http';
import { seedClaimRecords } from '@server/seed/df-claim-records';
import { sample, upload } from '@server/test-support/multipart';
import { api, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';

const CENTS = (n: number) => Math.round(n * 100);

describeWithDatabases(
  'development funds: budgets and the claim workflow',
  (ctx) => {
    const app = () => ctx.app();
    const staff = () => session(app(), STAFF);
    const budgets = async (body: Record<string, unknown> = {}) =>
      (await api<{ budgetList: DfBudget[] }>(app(), DF_API.budgetQuery, body, await staff())).body.budgetList;
    const transition = async (body: Record<string, unknown>, token?: string) =>
      api<{ data: DfClaim }>(app(), DF_API.claimTransition, body, token ?? (await staff()));
    const budgetOf = async (programId: string) => (await budgets()).find((b) => b.programId === programId)!;
    const currentYear = () => ctx.clock.now().getUTCFullYear();
    /** A document stored through the claim upload slot by this session (partner or staff). */
    const claimFile = async (token: string, name = 'proof-of-activity.pdf') =>
      (await upload(app(), token, 'CLAIM_PROOF', name, sample.pdf())).body.file!.fileUrl;
    /** A fresh submitted claim of GCash's current MDF programme, through the partner call. */
    const submit = async (amount: number, partnerEmail = GCASH, programId?: string) => {
      const token = await session(app(), partnerEmail);
      const programs = (await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, token)).body
        .programList;
      const program = programId
        ? programs.find((p) => p.programId === programId)!
        : programs.find((p) => p.status === 'ACTIVE' && p.kind === 'EXCLUSIVE_INCENTIVES_MDF')!;
      return api<{ data: { claimId: string; status: string; claimNo: string } }>(
        app(),
        DF_PARTNER_API.claimSubmit,
        {
          programId: program.programId,
          title: 'Test activity',
          amount,
          activityStart: program.periodStart,
          activityEnd: program.periodStart,
          supportingDoc: await claimFile(token),
        },
        token,
      );
    };
    const detail = async (claimId: string) =>
      (await api<{ data: { claim: DfClaim } }>(app(), DF_API.claimDetail, { claimId }, await staff())).body
        .data.claim;
    const history = async (claimId: string) =>
      (
        await api<{ data: { history: DfClaimEvent[] } }>(
          app(),
          DF_API.claimDetail,
          { claimId },
          await staff(),
        )
      ).body.data.history;
    const seededClaims = () =>
      app().db.query<{
        id: string;
        partner_id: string;
        status: string;
        submitted_at: Date;
        supporting_doc: string | null;
      }>(
        `SELECT id, partner_id, status, submitted_at, supporting_doc FROM incentive_claims WHERE title <> 'Test activity'`,
      );

    test('every seeded budget: budget = remaining + approved-not-paid + paid, in its currency and in USD', async () => {
      const list = await budgets();
      expect(new Set(list.map((b) => b.partnerId))).toEqual(new Set(['gcash', 'truemoney', 'tngd']));
      for (const b of list) {
        expect(b.remaining).toBeGreaterThanOrEqual(0);
        expect(CENTS(b.remaining) + CENTS(b.approvedNotPaid) + CENTS(b.paid)).toBe(CENTS(b.budget));
        // USD figures are rounded separately; they agree within a cent per figure.
        expect(
          Math.abs(b.usd.remaining + b.usd.approvedNotPaid + b.usd.paid - b.usd.budget),
        ).toBeLessThanOrEqual(0.03);
        expect(b.usd.budget).toBeCloseTo(b.budget * b.usdRate, 1);
      }
      // The partner's own overview shows the same figures.
      const own = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, await session(app(), GCASH))
      ).body.programList;
      for (const p of own) {
        const b = list.find((x) => x.programId === p.programId)!;
        expect(p.remaining).toBe(b.remaining);
        expect(p.paid).toBe(b.paid);
        expect(CENTS(p.approved)).toBe(CENTS(b.approvedNotPaid) + CENTS(b.paid));
      }
    });

    test('every seeded claim has its own supporting document: a PDF its partner uploaded as a claim proof', async () => {
      const claims = await seededClaims();
      expect(claims.length).toBeGreaterThan(90);
      const files = await app().db.query<{
        storage_name: string;
        partner_id: string;
        slot: string;
        content_type: string;
        created_by: string | null;
        staff_only: boolean;
      }>(
        `SELECT storage_name, partner_id, slot, content_type, created_by, staff_only FROM files WHERE slot = 'CLAIM_PROOF'`,
      );
      const byUrl = new Map(files.map((f) => [f.storage_name, f]));
      const users = await app().db.query<{ id: string; partner_id: string }>(
        `SELECT id, partner_id FROM users WHERE role = 'PARTNER'`,
      );
      for (const claim of claims) {
        const file = byUrl.get(claim.supporting_doc ?? '');
        expect(file).toMatchObject({
          partner_id: claim.partner_id,
          content_type: 'application/pdf',
          staff_only: false,
        });
        expect(users.find((u) => u.id === file!.created_by)?.partner_id).toBe(claim.partner_id);
      }
      expect(new Set(claims.map((c) => c.supporting_doc)).size).toBe(claims.length);
      // Real bytes, readable by the partner the way an uploaded proof is.
      const gcashClaim = claims.find((c) => c.partner_id === 'gcash')!;
      const downloaded = await call(
        app(),
        'GET',
        `/api/spportal/file/download.json?fileUrl=${encodeURIComponent(gcashClaim.supporting_doc!)}`,
        { token: await session(app(), GCASH) },
      );
      expect(downloaded.status).toBe(200);
      expect(downloaded.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    test("every seeded claim's history starts with the partner's submission and ends at its status", async () => {
      const claims = await seededClaims();
      for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'PAID', 'REJECTED']) {
        const claim = claims.find((c) => c.status === status)!;
        const events = await history(claim.id);
        expect(events[0]).toMatchObject({
          at: claim.submitted_at.toISOString(),
          fromStatus: null,
          toStatus: 'SUBMITTED',
          actor: claim.partner_id === 'gcash' ? GCASH : expect.stringMatching(/@/),
        });
        expect(events.at(-1)!.toStatus).toBe(status);
        // Each move starts where the one before it ended.
        events.slice(1).forEach((e, i) => expect(e.fromStatus).toBe(events[i].toStatus));
        if (events.length > 1) expect(events[1].actor).toBe(STAFF);
      }
      const [{ without }] = await app().db.query<{ without: number }>(
        `SELECT count(*)::int AS without FROM incentive_claims c WHERE NOT EXISTS (
           SELECT 1 FROM incentive_claim_events e
           WHERE e.claim_id = c.id AND e.from_status IS NULL AND e.to_status = 'SUBMITTED' AND e.at = c.submitted_at)`,
      );
      expect(without).toBe(0);
      // The step fills only what is missing: run again, it adds no file and no event.
      const counts = () =>
        app().db.query(
          `SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM incentive_claim_events) AS events`,
        );
      const before = await counts();
      await seedClaimRecords(app().db, { storage: app().storage });
      expect(await counts()).toEqual(before);
    });

    test('a claim submitted through the portal: numbered like the seeded ones, its history starts with Submitted', async () => {
      const submitted = await submit(100);
      const { claimId, claimNo } = submitted.body.data;
      const claim = await detail(claimId);
      const [{ n }] = await app().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM incentive_claims WHERE program_id = $1`,
        [claim.programId],
      );
      expect(claimNo).toBe(`GCASH-MDF-${currentYear()}-${String(n).padStart(4, '0')}`);
      const seeded = await app().db.query<{ claim_no: string }>(
        `SELECT claim_no FROM incentive_claims WHERE program_id = $1 AND id <> $2`,
        [claim.programId, claimId],
      );
      expect(seeded.length).toBeGreaterThan(0);
      for (const { claim_no } of seeded)
        expect(claim_no).toMatch(new RegExp(`^GCASH-MDF-${currentYear()}-\\d{4}$`));
      expect(await history(claimId)).toEqual([
        {
          at: ctx.clock.now().toISOString(),
          fromStatus: null,
          toStatus: 'SUBMITTED',
          amount: 100,
          note: null,
          actor: GCASH,
        },
      ]);
    });

    test('claims submitted at once get consecutive numbers, none taken twice', async () => {
      const results = await Promise.all([submit(10), submit(11), submit(12)]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const serials = results.map((r) => Number(r.body.data.claimNo.split('-').at(-1))).sort((a, b) => a - b);
      expect(serials).toEqual([serials[0], serials[0] + 1, serials[0] + 2]);
    });

    test('claim list: each filter keeps only its claims; a page past the end still counts them', async () => {
      const claimPage = async (body: Record<string, unknown>) =>
        (
          await api<{ total: number; claimList: DfClaim[] }>(
            app(),
            DF_API.claimPageQuery,
            { pageNum: 1, pageSize: 100, ...body },
            await staff(),
          )
        ).body;
      const all = await claimPage({});
      expect(all.total).toBeGreaterThan(0);
      const paid = await claimPage({ partnerId: 'gcash', status: 'PAID' });
      expect(paid.total).toBeGreaterThan(0);
      expect(paid.total).toBeLessThan(all.total);
      expect(paid.claimList.every((c) => c.partnerId === 'gcash' && c.status === 'PAID')).toBe(true);
      const mdf = await claimPage({ kind: 'EXCLUSIVE_INCENTIVES_MDF', year: currentYear() });
      expect(
        mdf.claimList.every((c) => c.kind === 'EXCLUSIVE_INCENTIVES_MDF' && c.year === currentYear()),
      ).toBe(true);
      const past = await claimPage({ partnerId: 'gcash', status: 'PAID', pageNum: 50 });
      expect(past).toMatchObject({ total: paid.total, claimList: [] });
    });

    test('the database refuses approvals beyond the budget even without the route (CHECK)', async () => {
      const [b] = await budgets({ partnerId: 'gcash' });
      await expect(
        app().db.query(`UPDATE incentive_programs SET committed = budget + 1 WHERE id = $1`, [b.programId]),
      ).rejects.toThrow();
    });

    test('staff only: a partner user and an admin get 510871002 on every staff call, no session 401', async () => {
      const bodies: Record<string, unknown> = {
        [DF_API.budgetQuery]: {},
        [DF_API.budgetSave]: {
          partnerId: 'gcash',
          year: 2030,
          kind: 'EXCLUSIVE_INCENTIVES_MDF',
          budget: 1,
          reason: 'x',
        },
        [DF_API.claimPageQuery]: { pageNum: 1 },
        [DF_API.claimDetail]: { claimId: 'x' },
        [DF_API.claimTransition]: { claimId: 'x', version: 1, action: 'REVIEW' },
      };
      for (const email of [GCASH, 'admin@partner-portal.demo']) {
        const token = await session(app(), email);
        for (const [path, body] of Object.entries(bodies)) {
          const result = await api(app(), path, body, token);
          expect([path, result.status, result.body.resultCode]).toEqual([path, 403, ResultCode.NO_AUTHORITY]);
        }
      }
      for (const [path, body] of Object.entries(bodies)) {
        expect((await api(app(), path, body, null)).status).toBe(401);
      }
    });

    test('the whole way: submitted -> under review -> approved lower -> paid; figures and notifications follow', async () => {
      const submitted = await submit(1000);
      expect(submitted.status).toBe(200);
      const claimId = submitted.body.data.claimId;
      let claim = await detail(claimId);
      expect(claim).toMatchObject({ status: 'SUBMITTED', version: 1, requestedAmount: 1000 });
      const before = await budgetOf(claim.programId);
      expect(before.pending).toBeGreaterThanOrEqual(1000);

      const review = await transition({ claimId, version: 1, action: 'REVIEW' });
      expect(review.body.data).toMatchObject({ status: 'UNDER_REVIEW', version: 2 });
      const approve = await transition({ claimId, version: 2, action: 'APPROVE', amount: 750 });
      expect(approve.body.data).toMatchObject({
        status: 'APPROVED',
        amount: 750,
        requestedAmount: 1000,
        version: 3,
      });
      const afterApproval = await budgetOf(claim.programId);
      expect(CENTS(afterApproval.remaining)).toBe(CENTS(before.remaining) - 75000);
      expect(CENTS(afterApproval.approvedNotPaid)).toBe(CENTS(before.approvedNotPaid) + 75000);
      expect(CENTS(afterApproval.pending)).toBe(CENTS(before.pending) - 100000);

      const remittance = await claimFile(await staff(), 'remittance.pdf');
      const pay = await transition({
        claimId,
        version: 3,
        action: 'PAY',
        paymentRef: 'TT-2026-0042',
        paidOn: ctx.clock.now().toISOString().slice(0, 10),
        paymentProof: remittance,
      });
      expect(pay.body.data).toMatchObject({
        status: 'PAID',
        paymentRef: 'TT-2026-0042',
        paymentProof: remittance,
      });
      const afterPay = await budgetOf(claim.programId);
      expect(CENTS(afterPay.paid)).toBe(CENTS(before.paid) + 75000);
      expect(afterPay.remaining).toBe(afterApproval.remaining);
      expect(CENTS(afterPay.remaining) + CENTS(afterPay.approvedNotPaid) + CENTS(afterPay.paid)).toBe(
        CENTS(afterPay.budget),
      );

      // The partner's overview follows at once.
      const partnerToken = await session(app(), GCASH);
      const programs = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, partnerToken)
      ).body.programList;
      expect(programs.find((p) => p.programId === claim.programId)!.remaining).toBe(afterPay.remaining);

      // Every decision notified the partner's users; each was logged under the partner.
      const notes = await app().db.query<{ title: string }>(
        `SELECT title FROM notifications WHERE partner_id = 'gcash' AND link_target = $1 ORDER BY published_at, title`,
        [claimId],
      );
      const no = submitted.body.data.claimNo;
      expect(notes.map((n) => n.title).sort()).toEqual(
        [`Claim ${no} approved`, `Claim ${no} is under review`, `Claim ${no} paid`].sort(),
      );
      // Each reader gets them in their own language, amounts with their currency.
      const read = async (language: string) =>
        (
          await call<{ notificationList: { title: string; content: string; linkTarget: string }[] }>(
            app(),
            'POST',
            NOTIFICATION_API.query,
            {
              token: partnerToken,
              headers: { 'accept-language': language },
              body: { pageNum: 1, pageSize: 50 },
            },
          )
        ).body.notificationList.filter((n) => n.linkTarget === claimId);
      const inChinese = await read('zh-CN');
      expect(inChinese.map((n) => n.title).sort()).toEqual(
        [`申请 ${no} 已批准`, `申请 ${no} 正在审核`, `申请 ${no} 已付款`].sort(),
      );
      expect(inChinese.find((n) => n.title.endsWith('已付款'))!.content).toContain('USD 750.00');
      const inEnglish = await read('en');
      expect(inEnglish.find((n) => n.title.endsWith('paid'))!.content).toMatch(
        /^USD 750\.00 for “.+” was paid on \d{1,2} \w+ \d{4} \(reference TT-2026-0042\)\.$/,
      );
      const log = await app().db.query<{ action: string }>(
        `SELECT action FROM operation_log WHERE partner_id = 'gcash' AND detail->>'claimNo' = $1 ORDER BY id`,
        [no],
      );
      expect(log.map((l) => l.action)).toEqual([
        'DF_CLAIM_SUBMIT',
        'DF_CLAIM_REVIEW',
        'DF_CLAIM_APPROVE',
        'DF_CLAIM_PAY',
      ]);
      claim = await detail(claimId);
      expect(claim.status).toBe('PAID');
    });

    test('rejection needs a reason and notifies; rejected claims take nothing from the budget', async () => {
      const claimId = (await submit(500)).body.data.claimId;
      const noReason = await transition({ claimId, version: 1, action: 'REJECT' });
      expect([noReason.status, noReason.body.resultCode]).toEqual([400, ResultCode.ILLEGAL_PARAMETERS]);
      const before = await budgetOf((await detail(claimId)).programId);
      const rejected = await transition({
        claimId,
        version: 1,
        action: 'REJECT',
        reason: 'No receipts attached',
      });
      expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejectReason: 'No receipts attached' });
      const after = await budgetOf(before.programId);
      expect(after.remaining).toBe(before.remaining);
      expect(CENTS(after.pending)).toBe(CENTS(before.pending) - 50000);
    });

    test('every move that is not allowed answers 510872046 and changes nothing', async () => {
      const claimId = (await submit(300)).body.data.claimId;
      const refusedFrom = async (version: number, action: string, extra: Record<string, unknown> = {}) => {
        const result = await transition({ claimId, version, action, ...extra });
        expect([action, result.status, result.body.resultCode]).toEqual([
          action,
          409,
          ResultCode.STATUS_NOT_ALLOWED,
        ]);
        expect(result.body.resultMessage).toMatch(/cannot be/);
      };
      const payment = { paymentRef: 'R', paidOn: '2026-01-05', paymentProof: await claimFile(await staff()) };
      // SUBMITTED: pay refused (approving needs no review first: DF-CLAIM-FLOW)
      await refusedFrom(1, 'PAY', payment);
      await transition({ claimId, version: 1, action: 'REVIEW' });
      // UNDER_REVIEW: review again and pay refused
      await refusedFrom(2, 'REVIEW');
      await refusedFrom(2, 'PAY', payment);
      await transition({ claimId, version: 2, action: 'APPROVE' });
      // APPROVED: review, approve, reject refused
      await refusedFrom(3, 'REVIEW');
      await refusedFrom(3, 'APPROVE');
      await refusedFrom(3, 'REJECT', { reason: 'late' });
      await transition({ claimId, version: 3, action: 'PAY', ...payment });
      // PAID: nothing moves
      for (const action of ['REVIEW', 'APPROVE']) await refusedFrom(4, action);
      await refusedFrom(4, 'REJECT', { reason: 'x' });
      await refusedFrom(4, 'PAY', payment);
      expect(await detail(claimId)).toMatchObject({ status: 'PAID', version: 4 });
      // REJECTED: nothing moves either
      const other = (await submit(200)).body.data.claimId;
      await transition({ claimId: other, version: 1, action: 'REJECT', reason: 'duplicate' });
      for (const action of ['REVIEW', 'APPROVE']) {
        const result = await transition({ claimId: other, version: 2, action });
        expect(result.body.resultCode).toBe(ResultCode.STATUS_NOT_ALLOWED);
      }
    });

    test('approving more than asked or more than the remaining budget answers 510872047', async () => {
      const claimId = (await submit(400)).body.data.claimId;
      await transition({ claimId, version: 1, action: 'REVIEW' });
      const more = await transition({ claimId, version: 2, action: 'APPROVE', amount: 400.01 });
      expect([more.status, more.body.resultCode]).toEqual([400, ResultCode.AMOUNT_EXCEEDS_LIMIT]);
      // Shrink the budget to what is already taken: nothing remains, so the approval can't fit.
      const claim = await detail(claimId);
      const b = await budgetOf(claim.programId);
      const taken = b.approvedNotPaid + b.paid;
      const save = { partnerId: 'gcash', year: b.year, kind: b.kind, reason: 'Mid-year cut' };
      const shrink = await api(app(), DF_API.budgetSave, { ...save, budget: taken }, await staff());
      expect(shrink.status).toBe(200);
      const over = await transition({ claimId, version: 2, action: 'APPROVE' });
      expect([over.status, over.body.resultCode]).toEqual([400, ResultCode.AMOUNT_EXCEEDS_LIMIT]);
      expect(over.body.resultMessage).toMatch(/remaining budget/);
      expect((await detail(claimId)).status).toBe('UNDER_REVIEW');
      // A partner can't submit more than remains either.
      const partnerOver = await submit(1);
      expect(partnerOver.body.resultCode).toBe(ResultCode.AMOUNT_EXCEEDS_LIMIT);
      // A budget below what is taken is refused; restoring it lets the approval through.
      const below = await api(app(), DF_API.budgetSave, { ...save, budget: taken - 1 }, await staff());
      expect(below.body.resultCode).toBe(ResultCode.AMOUNT_EXCEEDS_LIMIT);
      await api(app(), DF_API.budgetSave, { ...save, budget: b.budget, reason: 'Restored' }, await staff());
      expect((await transition({ claimId, version: 2, action: 'APPROVE' })).status).toBe(200);
    });

    test('two staff approving one claim at once: exactly one wins, the other is told it changed', async () => {
      const second = await createUser(app(), { role: 'STAFF', partnerId: null });
      const otherStaff = await signIn(app(), second.email);
      const claimId = (await submit(600)).body.data.claimId;
      await transition({ claimId, version: 1, action: 'REVIEW' });
      const before = await budgetOf((await detail(claimId)).programId);
      const results = await Promise.all([
        transition({ claimId, version: 2, action: 'APPROVE', amount: 600 }),
        transition({ claimId, version: 2, action: 'APPROVE', amount: 500 }, otherStaff),
      ]);
      const codes = results.map((r) => r.body.resultCode).sort();
      expect(codes).toEqual([ResultCode.STATUS_NOT_ALLOWED, 'SUCCESS'].sort());
      const loser = results.find((r) => r.body.resultCode !== 'SUCCESS')!;
      expect(loser.status).toBe(409);
      expect(loser.body.resultMessage).toMatch(
        /Someone else has just updated this claim; it is now Approved/,
      );
      const after = await budgetOf(before.programId);
      const winner = results.find((r) => r.body.resultCode === 'SUCCESS')!.body.data;
      expect(CENTS(before.remaining) - CENTS(after.remaining)).toBe(CENTS(winner.amount));
    });

    test('partner submission rules: own active programmes only, activity within the period', async () => {
      // Another partner's programme answers like a missing one.
      const tm = (await budgets({ partnerId: 'truemoney', year: currentYear() }))[0];
      const foreign = await api(
        app(),
        DF_PARTNER_API.claimSubmit,
        {
          programId: tm.programId,
          title: 'x',
          amount: 10,
          activityStart: `${currentYear()}-01-02`,
          activityEnd: `${currentYear()}-01-02`,
          supportingDoc: 'a.pdf',
        },
        await session(app(), GCASH),
      );
      expect(foreign.status).toBe(404);
      // Last year's programme is closed for claims.
      const last = (await budgets({ partnerId: 'truemoney', year: currentYear() - 1 }))[0];
      const closed = await api(
        app(),
        DF_PARTNER_API.claimSubmit,
        {
          programId: last.programId,
          title: 'x',
          amount: 10,
          activityStart: `${currentYear() - 1}-03-01`,
          activityEnd: `${currentYear() - 1}-03-01`,
          supportingDoc: 'a.pdf',
        },
        await session(app(), TRUEMONEY),
      );
      expect([closed.status, closed.body.resultCode]).toEqual([409, ResultCode.STATUS_NOT_ALLOWED]);
      const outside = await api(
        app(),
        DF_PARTNER_API.claimSubmit,
        {
          programId: tm.programId,
          title: 'x',
          amount: 10,
          activityStart: `${currentYear() - 1}-12-01`,
          activityEnd: `${currentYear()}-01-02`,
          supportingDoc: 'a.pdf',
        },
        await session(app(), TRUEMONEY),
      );
      expect([outside.status, outside.body.resultCode]).toEqual([400, ResultCode.ILLEGAL_PARAMETERS]);
      // Staff have no partner: 510871002.
      const staffSubmit = await api(
        app(),
        DF_PARTNER_API.claimSubmit,
        {
          programId: tm.programId,
          title: 'x',
          amount: 1,
          activityStart: '2026-01-01',
          activityEnd: '2026-01-01',
          supportingDoc: 'a',
        },
        await staff(),
      );
      expect(staffSubmit.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
    });

    test('a claim document must be a claim upload of that partner, not yet attached: else 510872002', async () => {
      const gcash = await session(app(), GCASH);
      const truemoney = await session(app(), TRUEMONEY);
      const program = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, gcash)
      ).body.programList.find((p) => p.status === 'ACTIVE')!;
      const claimWith = (supportingDoc: string) =>
        api<{ data: { claimId: string } }>(
          app(),
          DF_PARTNER_API.claimSubmit,
          {
            programId: program.programId,
            title: 'Booth',
            amount: 10,
            activityStart: program.periodStart,
            activityEnd: program.periodStart,
            supportingDoc,
          },
          gcash,
        );
      const claimsBefore = await app().db.query(`SELECT id FROM incentive_claims WHERE partner_id = 'gcash'`);
      const staffContract = (await upload(app(), await staff(), 'CONTRACT_PDF', 'c.pdf', sample.pdf())).body
        .file!.fileUrl;
      for (const reference of [
        'invoice.pdf', // a made-up reference
        '00000000-0000-4000-8000-000000000000.pdf', // the shape of ours, but never stored
        await claimFile(truemoney), // another partner's claim upload
        await claimFile(await staff()), // a staff upload not given to GCash
        staffContract, // the wrong slot
      ]) {
        const refused = await claimWith(reference);
        expect([reference, refused.status, refused.body.resultCode]).toEqual([
          reference,
          400,
          ResultCode.FILE_NOT_EXISTS,
        ]);
      }
      expect(await app().db.query(`SELECT id FROM incentive_claims WHERE partner_id = 'gcash'`)).toHaveLength(
        claimsBefore.length,
      );

      // Its own claim upload is taken once; a second claim cannot reuse it.
      const own = await claimFile(gcash);
      const claimId = (await claimWith(own)).body.data.claimId;
      expect((await detail(claimId)).supportingDoc).toBe(own);
      expect((await claimWith(own)).body.resultCode).toBe(ResultCode.FILE_NOT_EXISTS);

      // Payment proof: a staff claim upload, given to the partner when the claim is paid.
      await transition({ claimId, version: 1, action: 'REVIEW' });
      await transition({ claimId, version: 2, action: 'APPROVE' });
      const pay = (paymentProof: string) =>
        transition({
          claimId,
          version: 3,
          action: 'PAY',
          paymentRef: 'R-1',
          paidOn: '2026-01-05',
          paymentProof,
        });
      for (const reference of ['remittance.pdf', await claimFile(truemoney), own, staffContract]) {
        const refused = await pay(reference);
        expect([reference, refused.body.resultCode]).toEqual([reference, ResultCode.FILE_NOT_EXISTS]);
      }
      expect((await detail(claimId)).status).toBe('APPROVED');
      const proof = await claimFile(await staff(), 'remittance.pdf');
      const download = (token: string) =>
        app().inject({
          method: 'GET',
          url: `/api/spportal/file/download.json?fileUrl=${proof}`,
          headers: { ctoken: token },
        });
      expect((await download(gcash)).statusCode).toBe(404);
      expect((await pay(proof)).body.data).toMatchObject({ status: 'PAID', paymentProof: proof });
      // The partner reads the proof of their payment; another partner still cannot.
      expect((await download(gcash)).statusCode).toBe(200);
      expect((await download(truemoney)).statusCode).toBe(404);
    });

    /** Every document that backs more than one claim (as a supporting document or a payment proof). */
    const filesOnTwoClaims = () =>
      app().db.query<{ doc: string }>(
        `SELECT doc FROM (
           SELECT supporting_doc AS doc FROM incentive_claims WHERE supporting_doc IS NOT NULL
           UNION ALL SELECT payment_proof FROM incentive_claims WHERE payment_proof IS NOT NULL) x
         GROUP BY doc HAVING count(*) > 1`,
      );

    test('one document sent with two claims at the same moment (its MDF and its TDF) backs one of them only', async () => {
      const gcash = await session(app(), GCASH);
      const programs = (
        await api<{ programList: DfProgram[] }>(app(), DF_PARTNER_API.query, {}, gcash)
      ).body.programList.filter((p) => p.status === 'ACTIVE');
      const mdf = programs.find((p) => p.kind === 'EXCLUSIVE_INCENTIVES_MDF')!;
      const tdf = programs.find((p) => p.kind === 'EXCLUSIVE_INCENTIVES_TDF')!;
      expect([mdf, tdf].every(Boolean)).toBe(true);
      const claimWith = (program: DfProgram, supportingDoc: string) =>
        api<{ data: { claimId: string } }>(
          app(),
          DF_PARTNER_API.claimSubmit,
          {
            programId: program.programId,
            title: 'Shared proof',
            amount: 1,
            activityStart: program.periodStart,
            activityEnd: program.periodStart,
            supportingDoc,
          },
          gcash,
        );
      for (let round = 0; round < 10; round += 1) {
        const doc = await claimFile(gcash);
        const answers = await Promise.all([claimWith(mdf, doc), claimWith(tdf, doc)]);
        expect([round, ...answers.map((a) => a.status).sort()]).toEqual([round, 200, 400]);
        // The loser hears exactly what a second submission made afterwards hears.
        const loser = answers.find((a) => a.status !== 200)!;
        const later = await claimWith(round % 2 ? mdf : tdf, doc);
        expect([loser.status, loser.body]).toEqual([later.status, later.body]);
        expect(later.body.resultCode).toBe(ResultCode.FILE_NOT_EXISTS);
      }
      expect(await filesOnTwoClaims()).toEqual([]);
    });

    test('one payment proof sent with two payments at the same moment is given with one of them only', async () => {
      const second = await createUser(app(), { role: 'STAFF', partnerId: null });
      const otherStaff = await signIn(app(), second.email);
      const approved = async () => {
        const claimId = (await submit(1)).body.data.claimId;
        await transition({ claimId, version: 1, action: 'REVIEW' });
        await transition({ claimId, version: 2, action: 'APPROVE' });
        return claimId;
      };
      const pay = (claimId: string, paymentProof: string, token?: string) =>
        transition(
          { claimId, version: 3, action: 'PAY', paymentRef: 'R-1', paidOn: '2026-01-05', paymentProof },
          token,
        );
      for (let round = 0; round < 5; round += 1) {
        const [a, b] = [await approved(), await approved()];
        const proof = await claimFile(await staff(), 'remittance.pdf');
        const answers = await Promise.all([pay(a, proof), pay(b, proof, otherStaff)]);
        expect([round, ...answers.map((r) => r.status).sort()]).toEqual([round, 200, 400]);
        const loser = answers.find((r) => r.status !== 200)!;
        const unpaid = answers[0] === loser ? a : b;
        expect((await detail(unpaid)).status).toBe('APPROVED');
        const later = await pay(unpaid, proof);
        expect([loser.status, loser.body]).toEqual([later.status, later.body]);
        expect(later.body.resultCode).toBe(ResultCode.FILE_NOT_EXISTS);
      }
      expect(await filesOnTwoClaims()).toEqual([]);
    });

    test('staff create a budget for a new year and adjust it with a reason; both are logged', async () => {
      const year = currentYear() + 1;
      const body = {
        partnerId: 'dana',
        year,
        kind: 'EXCLUSIVE_INCENTIVES_TDF',
        budget: 50_000_000,
        reason: 'New deal',
      };
      const created = await api<{ data: DfBudget }>(app(), DF_API.budgetSave, body, await staff());
      expect(created.body.data).toMatchObject({
        partnerId: 'dana',
        year,
        budget: 50_000_000,
        remaining: 50_000_000,
        currency: 'IDR',
      });
      const adjusted = await api<{ data: DfBudget }>(
        app(),
        DF_API.budgetSave,
        { ...body, budget: 60_000_000, reason: 'Top-up' },
        await staff(),
      );
      expect(adjusted.body.data.programId).toBe(created.body.data.programId);
      expect(adjusted.body.data.budget).toBe(60_000_000);
      const changes = await app().db.query<{ reason: string }>(
        `SELECT reason FROM incentive_budget_changes WHERE program_id = $1 ORDER BY id`,
        [created.body.data.programId],
      );
      expect(changes.map((c) => c.reason)).toEqual(['New deal', 'Top-up']);
      const log = await app().db.query(
        `SELECT 1 FROM operation_log WHERE action = 'DF_BUDGET_SAVE' AND partner_id = 'dana'`,
      );
      expect(log).toHaveLength(2);
    });
  },
  { seed: true },
);
