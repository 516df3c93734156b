import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DfBudgetQueryRequestSchema,
  DfBudgetQueryResponseSchema,
  DfBudgetSaveRequestSchema,
  DfBudgetSaveResponseSchema,
  DfClaimDetailRequestSchema,
  DfClaimDetailResponseSchema,
  DfClaimPageQueryRequestSchema,
  DfClaimPageQueryResponseSchema,
  DfClaimTransitionRequestSchema,
  DfClaimTransitionResponseSchema,
} from '@contract/df/schemas';
import type {
  ClaimStatus,
  DfBudget,
  DfBudgetSaveRequest,
  DfClaim,
  DfClaimTransitionRequest,
} from '@contract/df/schemas';
import { CLAIM_ACTION_FROM, CLAIM_ACTION_TO, DF_API, isCentAmount } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import type { Queryable } from '@server/db/database';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { pageOf } from '@server/http/paging';
import { amountOf } from '@server/http/amounts';
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
import type { DfRepository } from './repository';
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

/** Who asks: the staff member's user id and address, for the operation log. */
interface Actor {
  userId: string;
  ip: string | null;
}

/**
 * Development funds, staff side (`/iboss/df/detail`): budgets per partner, year and fund, and the
 * claim review workflow. Every call is staff-only (app.requireStaff: anyone else gets 510871002);
 * every decision is written to the operation log under the partner and notifies the partner's users.
 */
export default async function dfStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = dfRepository(app.db);
  const today = () => isoDateOf(app.clock.now());
  const actor = (request: FastifyRequest): Actor => ({
    userId: request.session!.userId,
    ip: request.ip ?? null,
  });

  r.post(
    DF_API.budgetQuery,
    {
      onRequest: app.requireStaff,
      schema: { body: DfBudgetQueryRequestSchema, response: responses(DfBudgetQueryResponseSchema) },
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
      onRequest: app.requireStaff,
      schema: { body: DfBudgetSaveRequestSchema, response: responses(DfBudgetSaveResponseSchema) },
    },
    async (request) => ok({ data: await saveBudget(app, actor(request), request.body) }),
  );

  r.post(
    DF_API.claimPageQuery,
    {
      onRequest: app.requireStaff,
      schema: { body: DfClaimPageQueryRequestSchema, response: responses(DfClaimPageQueryResponseSchema) },
    },
    async (request) => {
      const page = pageOf(request.body);
      const { partnerId, year, kind, status, programId } = request.body;
      const filter = { partnerId, year, kind, status, programId };
      const { total, list } = await repo.claimPage(filter, page.limit, page.offset);
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, claimList: list });
    },
  );

  r.post(
    DF_API.claimDetail,
    {
      onRequest: app.requireStaff,
      schema: { body: DfClaimDetailRequestSchema, response: responses(DfClaimDetailResponseSchema) },
    },
    async (request) => {
      const claim = await repo.claim(request.body.claimId);
      if (!claim) throw notFound(DF_MESSAGES.claimNotFound);
      const budget = await budgetOf(repo, claim.programId, today());
      return ok({ data: { claim, budget, history: await repo.history(claim.claimId) } });
    },
  );

  r.post(
    DF_API.claimTransition,
    {
      onRequest: app.requireStaff,
      schema: { body: DfClaimTransitionRequestSchema, response: responses(DfClaimTransitionResponseSchema) },
    },
    async (request) => ok({ data: await transitionClaim(app, actor(request), request.body) }),
  );
}

async function budgetOf(repo: DfRepository, programId: string, today: string): Promise<DfBudget> {
  const [budget] = await repo.budgets({ programId }, today);
  if (!budget) throw notFound(DF_MESSAGES.budgetNotFound);
  return budget;
}

/** budgetSave.json: creates or adjusts the partner's budget of a year and fund, and logs it. */
async function saveBudget(app: FastifyInstance, staff: Actor, body: DfBudgetSaveRequest): Promise<DfBudget> {
  const { partnerId, year, kind, reason } = body;
  const budget = amountOf(body.budget);
  const now = app.clock.now();
  const repo = dfRepository(app.db);
  const partner = (await repo.partners()).find((p) => p.id === partnerId);
  if (!partner) throw notFound(DF_MESSAGES.partnerNotFound);
  const currency = body.currency ?? partner.currency;
  if (!(await repo.hasReferenceRate(currency))) throw badInput(DF_MESSAGES.currencyUnknown);

  const change = { at: now, newBudget: budget, reason, actorUserId: staff.userId };
  const programId = await app.db.tx(async (q) => {
    const txRepo = dfRepository(q);
    const row = await txRepo.lockProgram(partnerId, kind, `${year}-01-01`);
    if (row) {
      if (budget < money(row.committed)) {
        throw overLimit(DF_MESSAGES.budgetBelowCommitted(amountText(currency, money(row.committed))));
      }
      await txRepo.setBudget(row.id, budget);
      await txRepo.addBudgetChange({ ...change, programId: row.id, oldBudget: row.budget });
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
    await txRepo.addBudgetChange({ ...change, programId: id, oldBudget: null });
    return id;
  });
  const saved = await budgetOf(repo, programId, isoDateOf(app.clock.now()));
  const fund = KIND_SHORT[kind];
  await app.audit.record({
    action: OperationAction.DF_BUDGET_SAVE,
    userId: staff.userId,
    partnerId,
    ip: staff.ip,
    outcome: 'SUCCESS',
    target: DF_LOG_TARGETS.budget({
      partnerName: partner.name,
      year,
      kind: fund,
      currency: saved.currency,
      budget,
    }),
    detail: { year, kind: fund, budget, currency: saved.currency, reason },
  });
  return saved;
}

/** The fields a move needs beyond the claim and its version: REJECT a reason, PAY its payment. */
function checkMoveFields(body: DfClaimTransitionRequest, now: Date): void {
  if (body.action === 'REJECT' && !body.reason?.trim()) throw badInput(DF_MESSAGES.reasonRequired);
  if (body.action === 'PAY') {
    if (!body.paymentRef?.trim() || !body.paidOn || !body.paymentProof) {
      throw badInput(DF_MESSAGES.paymentFieldsRequired);
    }
    if (body.paidOn > isoDateOf(now)) throw badInput(DF_MESSAGES.paidOnFuture);
  }
}

/** claimTransition.json: one move of a claim, logged under its partner; answers the claim as it is now. */
async function transitionClaim(
  app: FastifyInstance,
  staff: Actor,
  body: DfClaimTransitionRequest,
): Promise<DfClaim> {
  const now = app.clock.now();
  checkMoveFields(body, now);
  const { claim, to, approved } = await app.db.tx((q) => moveClaim(app, q, staff, body, now));
  await app.audit.record({
    action: CLAIM_LOG_ACTION[body.action],
    userId: staff.userId,
    partnerId: claim.partnerId,
    ip: staff.ip,
    outcome: 'SUCCESS',
    target: DF_LOG_TARGETS.claim({
      claimNo: claim.claimNo,
      currency: claim.currency,
      amount: approved ?? claim.amount,
    }),
    detail: {
      claimNo: claim.claimNo,
      from: claim.status,
      to,
      ...(approved !== null ? { amount: approved } : {}),
    },
  });
  const fresh = await dfRepository(app.db).claim(claim.claimId);
  return fresh as DfClaim;
}

/**
 * Inside the move's transaction: checks the claim's version and status, takes the approved amount
 * from the budget or gives the payment proof to the partner, then records the move, its history
 * step and the partner's notification. Answers the claim as it was before the move.
 */
async function moveClaim(
  app: FastifyInstance,
  q: Queryable,
  staff: Actor,
  body: DfClaimTransitionRequest,
  now: Date,
): Promise<{ claim: DfClaim; to: ClaimStatus; approved: number | null }> {
  const { action } = body;
  const txRepo = dfRepository(q);
  // Row lock: a second staff member acting on the same claim waits here, then sees the new version.
  const claim = await txRepo.claim(body.claimId, true);
  if (!claim) throw notFound(DF_MESSAGES.claimNotFound);
  if (claim.version !== body.version)
    throw refused(DF_MESSAGES.changedMeanwhile(STATUS_LABELS[claim.status]));
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
  const approved = action === 'APPROVE' ? await approveAmount(txRepo, claim, body, now) : null;
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
  const note = claimNotification(to, claim, body, approved);
  await txRepo.notify(claim.partnerId, { id: newId(), claimId: claim.claimId, ...note }, now);
  return { claim, to, approved };
}

/** The amount an approval takes from the budget: at most the amount asked and what remains. */
async function approveAmount(
  txRepo: DfRepository,
  claim: DfClaim,
  body: DfClaimTransitionRequest,
  now: Date,
): Promise<number> {
  if (body.amount !== undefined && !isCentAmount(body.amount)) throw badInput(DF_MESSAGES.amountCents);
  const approved = money(body.amount ?? claim.requestedAmount);
  if (approved > claim.requestedAmount) {
    throw overLimit(DF_MESSAGES.overRequested(amountText(claim.currency, claim.requestedAmount)));
  }
  if (!(await txRepo.commit(claim.programId, approved))) {
    const [budget] = await txRepo.budgets({ programId: claim.programId }, isoDateOf(now));
    throw overLimit(DF_MESSAGES.overRemaining(amountText(claim.currency, budget.remaining)));
  }
  return approved;
}

/** What the partner's users are told of a move. */
function claimNotification(
  to: ClaimStatus,
  claim: DfClaim,
  body: DfClaimTransitionRequest,
  approved: number | null,
): { title: string; content: string } {
  switch (to) {
    case 'UNDER_REVIEW':
      return CLAIM_NOTIFICATIONS.UNDER_REVIEW(claim);
    case 'APPROVED':
      return CLAIM_NOTIFICATIONS.APPROVED({ ...claim, amount: approved!, requested: claim.requestedAmount });
    case 'REJECTED':
      return CLAIM_NOTIFICATIONS.REJECTED({ ...claim, reason: body.reason!.trim() });
    default:
      return CLAIM_NOTIFICATIONS.PAID({
        ...claim,
        paymentRef: body.paymentRef!.trim(),
        paidOn: body.paidOn!,
      });
  }
}
