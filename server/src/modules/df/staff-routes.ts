import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DfBudgetQueryRequest,
  DfBudgetQueryResponse,
  DfBudgetSaveRequest,
  DfBudgetSaveResponse,
  DfClaimDetailRequest,
  DfClaimDetailResponse,
  DfClaimPageQueryRequest,
  DfClaimPageQueryResponse,
  DfClaimTransitionRequest,
  DfClaimTransitionResponse,
} from '@contract/df/schemas';
import type { DfBudget, DfClaim } from '@contract/df/schemas';
import { CLAIM_ACTION_FROM, CLAIM_ACTION_TO, DF_API } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { pageOf } from '@server/http/paging';
import { isoDateOf, money } from '@server/http/present';
import {
  ACTION_VERBS,
  CLAIM_NOTIFICATIONS,
  DF_LOG_TARGETS,
  DF_MESSAGES,
  STATUS_LABELS,
  amountText,
} from './messages';
import { dfRepository } from './repository';
import {
  CLAIM_LOG_ACTION,
  KIND_NAME,
  KIND_SHORT,
  badInput,
  checkClaimFile,
  notFound,
  overLimit,
  refused,
} from './claims';

/**
 * Development funds, staff side (`/iboss/df/detail`): budgets per partner, year and fund, and the
 * claim review workflow. Every call is staff-only (app.requireStaff: anyone else gets 510871002);
 * every decision is written to the operation log under the partner and notifies the partner's users.
 */
export default async function dfStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = dfRepository(app.db);
  const today = () => isoDateOf(app.clock.now());
  const ip = (request: FastifyRequest) => request.ip ?? null;

  const budgetOf = async (programId: string): Promise<DfBudget> => {
    const [budget] = await repo.budgets({ programId }, today());
    if (!budget) throw notFound(DF_MESSAGES.budgetNotFound);
    return budget;
  };

  r.post(
    DF_API.budgetQuery,
    {
      preHandler: app.requireStaff,
      schema: { body: DfBudgetQueryRequest, response: responses(DfBudgetQueryResponse) },
    },
    async (request) => {
      const { partnerId, year } = request.body;
      return ok({
        budgetList: await repo.budgets({ partnerId, year }, today()),
        partnerList: await repo.partners(),
      });
    },
  );

  r.post(
    DF_API.budgetSave,
    {
      preHandler: app.requireStaff,
      schema: { body: DfBudgetSaveRequest, response: responses(DfBudgetSaveResponse) },
    },
    async (request) => {
      const staff = request.session!;
      const { partnerId, year, kind, reason } = request.body;
      const budget = money(request.body.budget);
      const now = app.clock.now();
      const partner = (await repo.partners()).find((p) => p.id === partnerId);
      if (!partner) throw notFound(DF_MESSAGES.partnerNotFound);
      const currency = request.body.currency ?? partner.currency;
      if (!(await repo.hasReferenceRate(currency))) throw badInput(DF_MESSAGES.currencyUnknown);

      const programId = await app.db.tx(async (q) => {
        const txRepo = dfRepository(q);
        const row = await txRepo.lockProgram(partnerId, kind, `${year}-01-01`);
        if (row) {
          if (budget < money(row.committed)) {
            throw overLimit(DF_MESSAGES.budgetBelowCommitted(amountText(currency, money(row.committed))));
          }
          await txRepo.setBudget(row.id, budget);
          await txRepo.addBudgetChange({
            programId: row.id,
            at: now,
            oldBudget: row.budget,
            newBudget: budget,
            reason,
            actorUserId: staff.userId,
          });
          return row.id;
        }
        const id = newId();
        await txRepo.insertProgram({
          id,
          partnerId,
          kind,
          name: `${year} ${KIND_NAME[kind]}`,
          currency,
          budget,
          periodStart: `${year}-01-01`,
          periodEnd: `${year}-12-31`,
          claimDeadline: `${year + 1}-01-31`,
        });
        await txRepo.addBudgetChange({
          programId: id,
          at: now,
          oldBudget: null,
          newBudget: budget,
          reason,
          actorUserId: staff.userId,
        });
        return id;
      });
      const saved = await budgetOf(programId);
      await app.audit.record({
        action: OperationAction.DF_BUDGET_SAVE,
        userId: staff.userId,
        partnerId,
        ip: ip(request),
        outcome: 'SUCCESS',
        target: DF_LOG_TARGETS.budget({
          partnerName: partner.name,
          year,
          kind: KIND_SHORT[kind],
          currency: saved.currency,
          budget,
        }),
        detail: { year, kind: KIND_SHORT[kind], budget, currency: saved.currency, reason },
      });
      return ok({ data: saved });
    },
  );

  r.post(
    DF_API.claimPageQuery,
    {
      preHandler: app.requireStaff,
      schema: { body: DfClaimPageQueryRequest, response: responses(DfClaimPageQueryResponse) },
    },
    async (request) => {
      const page = pageOf(request.body);
      const { partnerId, year, kind, status, programId } = request.body;
      const { total, list } = await repo.claimPage(
        { partnerId, year, kind, status, programId },
        page.limit,
        page.offset,
      );
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, claimList: list });
    },
  );

  r.post(
    DF_API.claimDetail,
    {
      preHandler: app.requireStaff,
      schema: { body: DfClaimDetailRequest, response: responses(DfClaimDetailResponse) },
    },
    async (request) => {
      const claim = await repo.claim(request.body.claimId);
      if (!claim) throw notFound(DF_MESSAGES.claimNotFound);
      return ok({
        data: {
          claim,
          budget: await budgetOf(claim.programId),
          history: await repo.history(claim.claimId),
        },
      });
    },
  );

  r.post(
    DF_API.claimTransition,
    {
      preHandler: app.requireStaff,
      schema: { body: DfClaimTransitionRequest, response: responses(DfClaimTransitionResponse) },
    },
    async (request) => {
      const staff = request.session!;
      const body = request.body;
      const { action } = body;
      const now = app.clock.now();
      if (action === 'REJECT' && !body.reason?.trim()) throw badInput(DF_MESSAGES.reasonRequired);
      if (action === 'PAY') {
        if (!body.paymentRef?.trim() || !body.paidOn || !body.paymentProof) {
          throw badInput(DF_MESSAGES.paymentFieldsRequired);
        }
        if (body.paidOn > isoDateOf(now)) throw badInput(DF_MESSAGES.paidOnFuture);
      }

      const result = await app.db.tx(async (q) => {
        const txRepo = dfRepository(q);
        // Row lock: a second staff member acting on the same claim waits here, then sees the new version.
        const claim = await txRepo.claim(body.claimId, true);
        if (!claim) throw notFound(DF_MESSAGES.claimNotFound);
        if (claim.version !== body.version) {
          throw refused(DF_MESSAGES.changedMeanwhile(STATUS_LABELS[claim.status]));
        }
        if (!CLAIM_ACTION_FROM[action].includes(claim.status)) {
          throw refused(DF_MESSAGES.notAllowed(ACTION_VERBS[action], STATUS_LABELS[claim.status]));
        }
        const to = CLAIM_ACTION_TO[action];
        if (action === 'PAY') {
          await checkClaimFile(app.storage, q, body.paymentProof!, {
            partnerId: claim.partnerId,
            staffUpload: true,
          });
          // The proof now belongs to the partner, who may read it beside their claim.
          await app.storage.assign(body.paymentProof!, claim.partnerId, q);
        }
        let approved: number | null = null;
        if (action === 'APPROVE') {
          approved = money(body.amount ?? claim.requestedAmount);
          if (approved > claim.requestedAmount) {
            throw overLimit(DF_MESSAGES.overRequested(amountText(claim.currency, claim.requestedAmount)));
          }
          if (!(await txRepo.commit(claim.programId, approved))) {
            const [budget] = await txRepo.budgets({ programId: claim.programId }, isoDateOf(now));
            throw overLimit(DF_MESSAGES.overRemaining(amountText(claim.currency, budget.remaining)));
          }
        }
        const moved = await txRepo.moveClaim(claim.claimId, body.version, {
          to,
          at: now,
          approvedAmount: approved,
          rejectReason: action === 'REJECT' ? body.reason!.trim() : null,
          paymentRef: action === 'PAY' ? body.paymentRef!.trim() : null,
          paidOn: action === 'PAY' ? body.paidOn! : null,
          paymentProof: action === 'PAY' ? body.paymentProof! : null,
        });
        // The row lock above makes this unreachable on PostgreSQL; it guards any store without one.
        if (!moved) throw refused(DF_MESSAGES.changedMeanwhile(STATUS_LABELS[claim.status]));
        await txRepo.addEvent({
          claimId: claim.claimId,
          at: now,
          from: claim.status,
          to,
          amount: approved,
          note: action === 'REJECT' ? body.reason!.trim() : action === 'PAY' ? body.paymentRef!.trim() : null,
          actorUserId: staff.userId,
        });
        const note =
          to === 'UNDER_REVIEW'
            ? CLAIM_NOTIFICATIONS.UNDER_REVIEW(claim)
            : to === 'APPROVED'
              ? CLAIM_NOTIFICATIONS.APPROVED({
                  ...claim,
                  amount: approved!,
                  requested: claim.requestedAmount,
                })
              : to === 'REJECTED'
                ? CLAIM_NOTIFICATIONS.REJECTED({ ...claim, reason: body.reason!.trim() })
                : CLAIM_NOTIFICATIONS.PAID({
                    ...claim,
                    paymentRef: body.paymentRef!.trim(),
                    paidOn: body.paidOn!,
                  });
        await txRepo.notify(claim.partnerId, { id: newId(), claimId: claim.claimId, ...note }, now);
        return { claim, to, approved };
      });

      await app.audit.record({
        action: CLAIM_LOG_ACTION[action],
        userId: staff.userId,
        partnerId: result.claim.partnerId,
        ip: ip(request),
        outcome: 'SUCCESS',
        target: DF_LOG_TARGETS.claim({
          claimNo: result.claim.claimNo,
          currency: result.claim.currency,
          amount: result.approved ?? result.claim.amount,
        }),
        detail: {
          claimNo: result.claim.claimNo,
          from: result.claim.status,
          to: result.to,
          ...(result.approved !== null ? { amount: result.approved } : {}),
        },
      });
      const fresh = await repo.claim(result.claim.claimId);
      return ok({ data: fresh as DfClaim });
    },
  );
}
