import type { FastifyInstance } from 'fastify';
import {
  ClaimSubmitRequestSchema,
  ClaimSubmitResponseSchema,
  DfPartnerPageQueryRequestSchema,
  DfPartnerPageQueryResponseSchema,
  DfPartnerQueryRequestSchema,
  DfPartnerQueryResponseSchema,
} from '@contract/df/schemas';
import type { ClaimSubmitRequest, DfPartnerClaim } from '@contract/df/schemas';
import { DF_PARTNER_API, isCentAmount } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { pageOf } from '@server/http/paging';
import { newId } from '@server/security/tokens';
import { isoDateOf, money } from '@server/http/present';
import { DF_LOG_TARGETS, DF_MESSAGES, moneyValue } from './messages';
import { dfRepository } from './repository';
import { checkProofBytes, checkSubmissionLimits } from './claim-limits';
import { badInput, checkClaimFile, claimNumber, notFound, overLimit, refused } from './claims';

/**
 * Development funds, partner side: the current partner's MDF and TDF programmes, its claims, and a
 * new claim against one of its programmes.
 */
export default async function dfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = dfRepository(app.db);

  // A partner without programmes gets an empty list: that is an answer, not an error.
  r.post(
    DF_PARTNER_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: DfPartnerQueryRequestSchema, response: responses(DfPartnerQueryResponseSchema) },
    },
    async (request) =>
      ok({ programList: await repo.partnerPrograms(currentPartnerId(request), isoDateOf(app.clock.now())) }),
  );

  r.post(
    DF_PARTNER_API.pageQuery,
    {
      onRequest: app.requireSession,
      schema: {
        body: DfPartnerPageQueryRequestSchema,
        response: responses(DfPartnerPageQueryResponseSchema),
      },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const page = pageOf(request.body);
      const { kind, status, programId } = request.body;
      const { total, list } = await repo.partnerClaimPage(
        partnerId,
        { kind, status, programId },
        page.limit,
        page.offset,
      );
      return ok({ total, pageNum: page.pageNum, pageSize: page.pageSize, claimList: list });
    },
  );

  r.post(
    DF_PARTNER_API.claimSubmit,
    {
      onRequest: app.requireSession,
      schema: { body: ClaimSubmitRequestSchema, response: responses(ClaimSubmitResponseSchema) },
    },
    async (request) => {
      const userId = request.session!.userId;
      const partnerId = currentPartnerId(request);
      const claim = await submitClaim(app, { partnerId, userId }, request.body);
      await app.audit.record({
        action: OperationAction.DF_CLAIM_SUBMIT,
        userId,
        partnerId,
        ip: request.ip ?? null,
        outcome: 'SUCCESS',
        target: DF_LOG_TARGETS.claim(claim),
        detail: { claimNo: claim.claimNo, amount: money(request.body.amount) },
      });
      return ok({ data: claim });
    },
  );
}

/**
 * Checks a new claim against its programme (the partner's own, open for claims, the activity within
 * its period, the amount within what neither approved nor waiting claims take) and stores it as SUBMITTED with the first step of its
 * history, in one transaction.
 */
async function submitClaim(
  app: FastifyInstance,
  by: { partnerId: string; userId: string },
  body: ClaimSubmitRequest,
): Promise<DfPartnerClaim> {
  const { partnerId } = by;
  const now = app.clock.now();
  if (body.activityEnd < body.activityStart) throw badInput(DF_MESSAGES.activityOrder);
  if (!isCentAmount(body.amount)) throw badInput(DF_MESSAGES.amountCents);
  const { amount } = body;

  return app.db.tx(async (q) => {
    const txRepo = dfRepository(q);
    await checkSubmissionLimits(app, txRepo, by, now);
    // Another partner's programme answers like a missing one.
    const [budget] = await txRepo.budgets({ partnerId, programId: body.programId }, isoDateOf(now));
    if (!budget) throw notFound(DF_MESSAGES.budgetNotFound);
    if (budget.status !== 'ACTIVE') throw refused(DF_MESSAGES.programmeNotActive);
    const period = await txRepo.lockProgramPeriod(budget.programId);
    if (body.activityStart < period.period_start || body.activityEnd > period.period_end) {
      throw badInput(DF_MESSAGES.activityOutsidePeriod);
    }
    await checkClaimFile(app.storage, q, body.supportingDoc, { partnerId, staffUpload: false });
    await checkProofBytes(app, txRepo, partnerId, body.supportingDoc, now);
    // Claims waiting for review count too: approved and waiting claims together never exceed the
    // budget, so approving every waiting claim in full always fits (DF-CLAIM-BUDGET).
    const available = money(budget.remaining - budget.pending);
    if (amount > available) {
      throw overLimit(DF_MESSAGES.overAvailable(moneyValue(budget.currency, Math.max(0, available))));
    }
    // The programme row stays locked (lockProgramPeriod) until commit, so concurrent submissions
    // to one programme count one after another and never take the same number.
    const n = await txRepo.claimCount(budget.programId);
    const id = newId();
    await txRepo.insertClaim({
      id,
      programId: budget.programId,
      partnerId,
      claimNo: claimNumber(partnerId, budget.kind, budget.year, n + 1),
      title: body.title.trim(),
      amount,
      currency: budget.currency,
      submittedAt: now,
      activityStart: body.activityStart,
      activityEnd: body.activityEnd,
      supportingDoc: body.supportingDoc,
    });
    await txRepo.addEvent({
      claimId: id,
      at: now,
      from: null,
      to: 'SUBMITTED',
      amount,
      note: null,
      actorUserId: by.userId,
    });
    return txRepo.submittedClaim(id);
  });
}
