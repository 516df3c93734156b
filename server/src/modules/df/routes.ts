import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClaimSubmitRequest, ClaimSubmitResponse } from '@contract/incentive/schemas';
import type { IncentiveClaim } from '@contract/incentive/schemas';
import { CLAIM_API } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { newId } from '@server/security/tokens';
import { CLAIM_COLUMNS, toClaim } from '@server/modules/incentive/repository';
import type { ClaimRow } from '@server/modules/incentive/repository';
import { isoDateOf, money } from '@server/http/present';
import { DF_LOG_TARGETS, DF_MESSAGES, amountText } from './messages';
import { dfRepository } from './repository';
import { KIND_SHORT, badInput, checkClaimFile, notFound, overLimit, refused } from './claims';

/** Development funds, partner side: a claim against one of the current partner's programmes. */
export default async function dfRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const ip = (request: FastifyRequest) => request.ip ?? null;

  r.post(
    CLAIM_API.submit,
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
        const [period] = await q.query<{ period_start: string; period_end: string }>(
          `SELECT period_start, period_end FROM incentive_programs WHERE id = $1 FOR UPDATE`,
          [budget.programId],
        );
        if (body.activityStart < period.period_start || body.activityEnd > period.period_end) {
          throw badInput(DF_MESSAGES.activityOutsidePeriod);
        }
        await checkClaimFile(q, body.supportingDoc, { partnerId, staffUpload: false });
        if (amount > budget.remaining) {
          throw overLimit(DF_MESSAGES.overRemaining(amountText(budget.currency, budget.remaining)));
        }
        const [{ n }] = await q.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM incentive_claims WHERE program_id = $1`,
          [budget.programId],
        );
        const id = newId();
        const claimNo = `${partnerId.toUpperCase()}-${KIND_SHORT[budget.kind]}-${budget.year}-${String(n + 1).padStart(4, '0')}-${id.slice(0, 4).toUpperCase()}`;
        await q.query(
          `INSERT INTO incentive_claims (id, program_id, partner_id, claim_no, title, amount, currency, status,
             submitted_at, updated_at, activity_start, activity_end, supporting_doc)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'SUBMITTED', $8, $8, $9, $10, $11)`,
          [
            id,
            budget.programId,
            partnerId,
            claimNo,
            body.title.trim(),
            amount,
            budget.currency,
            now,
            body.activityStart,
            body.activityEnd,
            body.supportingDoc,
          ],
        );
        await txRepo.addEvent({
          claimId: id,
          at: now,
          from: null,
          to: 'SUBMITTED',
          amount,
          note: null,
          actorUserId: session.userId,
        });
        const rows = await q.query<ClaimRow>(
          `SELECT ${CLAIM_COLUMNS}
           FROM incentive_claims c JOIN incentive_programs p ON p.id = c.program_id WHERE c.id = $1`,
          [id],
        );
        return toClaim(rows[0]);
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
      return ok({ data: claim as IncentiveClaim });
    },
  );
}
