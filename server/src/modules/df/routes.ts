import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClaimSubmitRequest, ClaimSubmitResponse } from '@contract/df/schemas';
import type { DfPartnerClaim } from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { newId } from '@server/security/tokens';
import { isoDateOf, money } from '@server/http/present';
import { DF_LOG_TARGETS, DF_MESSAGES, amountText } from './messages';
import { dfRepository } from './repository';
import { badInput, checkClaimFile, claimNumber, notFound, overLimit, refused } from './claims';

/** Development funds, partner side: a claim against one of the current partner's programmes. */
export default async function dfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const ip = (request: FastifyRequest) => request.ip ?? null;

  r.post(
    DF_PARTNER_API.claimSubmit,
    {
      preHandler: app.requireSession,
      schema: { body: ClaimSubmitRequest, response: responses(ClaimSubmitResponse) },
    },
    async (request) => {
      const session = request.session!;
      const partnerId = currentPartnerId(request);
      const body = request.body;
      const amount = money(body.amount);
      const now = app.clock.now();
      if (body.activityEnd < body.activityStart) throw badInput(DF_MESSAGES.activityOrder);

      const claim = await app.db.tx(async (q) => {
        const txRepo = dfRepository(q);
        // Another partner's programme answers like a missing one.
        const [budget] = await txRepo.budgets({ partnerId, programId: body.programId }, isoDateOf(now));
        if (!budget) throw notFound(DF_MESSAGES.budgetNotFound);
        if (budget.status !== 'ACTIVE') throw refused(DF_MESSAGES.programmeNotActive);
        const period = await txRepo.lockProgramPeriod(budget.programId);
        if (body.activityStart < period.period_start || body.activityEnd > period.period_end) {
          throw badInput(DF_MESSAGES.activityOutsidePeriod);
        }
        await checkClaimFile(app.storage, q, body.supportingDoc, { partnerId, staffUpload: false });
        if (amount > budget.remaining) {
          throw overLimit(DF_MESSAGES.overRemaining(amountText(budget.currency, budget.remaining)));
        }
        // The programme row stays locked (lockProgramPeriod) until commit, so concurrent submissions
        // to one programme count one after another and never take the same number.
        const n = await txRepo.claimCount(budget.programId);
        const id = newId();
        const claimNo = claimNumber(partnerId, budget.kind, budget.year, n + 1);
        await txRepo.insertClaim({
          id,
          programId: budget.programId,
          partnerId,
          claimNo,
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
          actorUserId: session.userId,
        });
        return txRepo.submittedClaim(id);
      });
      await app.audit.record({
        action: OperationAction.DF_CLAIM_SUBMIT,
        userId: session.userId,
        partnerId,
        ip: ip(request),
        outcome: 'SUCCESS',
        target: DF_LOG_TARGETS.claim(claim),
        detail: { claimNo: claim.claimNo, amount },
      });
      return ok({ data: claim as DfPartnerClaim });
    },
  );
}
