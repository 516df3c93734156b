import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DfClaimDetailRequestSchema,
  DfClaimDetailResponseSchema,
  DfClaimPageQueryRequestSchema,
  DfClaimPageQueryResponseSchema,
  DfClaimTransitionRequestSchema,
  DfClaimTransitionResponseSchema,
} from '@contract/df/schemas';
import type {
  ClaimStatus,
  DfClaim,
  DfClaimPageQueryRequest,
  DfClaimTransitionRequest,
} from '@contract/df/schemas';
import { CLAIM_ACTION_FROM, CLAIM_ACTION_TO, DF_API, isCentAmount } from '@contract/df/constants';
import type { Queryable } from '@server/db/database';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { pageOf } from '@server/http/paging';
import { isoDateOf, money } from '@server/http/present';
import { CLAIM_NOTIFICATIONS, DF_LOG_TARGETS, DF_MESSAGES, moneyValue } from './messages';
import type { StoredNotice } from './messages';
import { dfRepository } from './repository';
import type { DfClaimFilter, DfRepository } from './repository';
import dfBudgetRoutes from './budget-routes';
import { CLAIM_LOG_ACTION, badInput, budgetOf, checkClaimFile, notFound, overLimit, refused } from './claims';

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

  await app.register(dfBudgetRoutes);

  r.post(
    DF_API.claimPageQuery,
    {
      onRequest: app.requireStaff,
      schema: { body: DfClaimPageQueryRequestSchema, response: responses(DfClaimPageQueryResponseSchema) },
    },
    async (request) => {
      const page = pageOf(request.body);
      const filter = claimFilterOf(request.body);
      const { total, list, oldestWaiting } = await repo.claimPage(filter, page.limit, page.offset);
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, claimList: list, oldestWaiting });
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

/**
 * The claim list's filters from its request: the keyword trimmed (blank is no keyword), an amount
 * range whose minimum exceeds its maximum refused, QUEUE as the waiting claims only.
 */
function claimFilterOf(body: DfClaimPageQueryRequest): DfClaimFilter {
  const { partnerId, year, kind, status, programId, amountMin, amountMax } = body;
  if (amountMin !== undefined && amountMax !== undefined && amountMin > amountMax) {
    throw badInput(DF_MESSAGES.amountRange);
  }
  const keyword = body.keyword?.trim() || undefined;
  const waitingOnly = body.sort === 'QUEUE' || undefined;
  return { partnerId, year, kind, status, programId, keyword, amountMin, amountMax, waitingOnly };
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
  // The move is committed: a partner's claim alerts report it now, not at the next scheduled run.
  await app.dataChanges.committed({ partnerIds: [claim.partnerId] });
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
  if (claim.version !== body.version) throw refused(DF_MESSAGES.changedMeanwhile(claim.status));
  if (!CLAIM_ACTION_FROM[action].includes(claim.status)) {
    throw refused(DF_MESSAGES.notAllowed(action, claim.status));
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
  if (!moved) throw refused(DF_MESSAGES.changedMeanwhile(claim.status));
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
  await txRepo.notify(claim.partnerId, { id: newId(), claimId: claim.claimId, notice: note }, now);
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
    throw overLimit(DF_MESSAGES.overRequested(moneyValue(claim.currency, claim.requestedAmount)));
  }
  if (!(await txRepo.commit(claim.programId, approved))) {
    const [budget] = await txRepo.budgets({ programId: claim.programId }, isoDateOf(now));
    throw overLimit(DF_MESSAGES.overRemaining(moneyValue(claim.currency, budget.remaining)));
  }
  return approved;
}

/** What the partner's users are told of a move. */
function claimNotification(
  to: ClaimStatus,
  claim: DfClaim,
  body: DfClaimTransitionRequest,
  approved: number | null,
): StoredNotice {
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
