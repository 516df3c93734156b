import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DfBudgetDeleteResponseSchema,
  DfBudgetHistoryResponseSchema,
  DfBudgetQueryRequestSchema,
  DfBudgetQueryResponseSchema,
  DfBudgetSaveRequestSchema,
  DfBudgetSaveResponseSchema,
  DfProgramRequestSchema,
} from '@contract/df/schemas';
import type { DfBudget, DfBudgetSaveRequest } from '@contract/df/schemas';
import { BUDGET_MAX, BUDGET_MIN, DF_API } from '@contract/df/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { newId } from '@server/security/tokens';
import { amountOf } from '@server/http/amounts';
import { isoDateOf, money } from '@server/http/present';
import { DF_LOG_TARGETS, DF_MESSAGES, moneyValue } from './messages';
import { dfRepository } from './repository';
import { KIND_NAME, KIND_SHORT, badInput, budgetOf, notFound, overLimit, refused } from './claims';

/** Who asks: the staff member's user id and address, for the operation log. */
interface Actor {
  userId: string;
  ip: string | null;
}

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.session!.userId,
  ip: request.ip ?? null,
});

/**
 * A budget outside BUDGET_MIN..BUDGET_MAX is refused by the schema; the answer names the bounds
 * (the schema's generic "Illegal Parameters" would not say what to type instead). Any other
 * schema failure keeps that generic answer.
 */
function checkBudgetSaveSchema(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const onBudget = (failure as { validation?: Array<{ instancePath?: string }> }).validation?.some(
    (v) => v.instancePath === '/budget',
  );
  if (onBudget) throw badInput(DF_MESSAGES.budgetBounds(amountOf(BUDGET_MIN), BUDGET_MAX));
  throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
}

/**
 * Development-fund budgets, staff side (`/iboss/df/detail`): list, create or adjust with a reason,
 * the history of those changes, and removing a programme created by mistake (none of its claims
 * exist). Staff-only (app.requireStaff); each change is written to the operation log.
 */
export default async function dfBudgetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = dfRepository(app.db);
  const today = () => isoDateOf(app.clock.now());

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
      attachValidation: true,
      schema: { body: DfBudgetSaveRequestSchema, response: responses(DfBudgetSaveResponseSchema) },
    },
    async (request) => {
      checkBudgetSaveSchema(request);
      return ok({ data: await saveBudget(app, actorOf(request), request.body) });
    },
  );

  r.post(
    DF_API.budgetHistory,
    {
      onRequest: app.requireStaff,
      schema: { body: DfProgramRequestSchema, response: responses(DfBudgetHistoryResponseSchema) },
    },
    async (request) => {
      const budget = await budgetOf(repo, request.body.programId, today());
      return ok({ changeList: await repo.budgetHistory(budget.programId) });
    },
  );

  r.post(
    DF_API.budgetDelete,
    {
      onRequest: app.requireStaff,
      schema: { body: DfProgramRequestSchema, response: responses(DfBudgetDeleteResponseSchema) },
    },
    async (request) => {
      await deleteBudget(app, actorOf(request), request.body.programId);
      return ok({});
    },
  );
}

/** budgetDelete.json: removes a programme without claims, and logs it under its partner. */
async function deleteBudget(app: FastifyInstance, staff: Actor, programId: string): Promise<void> {
  const budget = await budgetOf(dfRepository(app.db), programId, isoDateOf(app.clock.now()));
  const outcome = await app.db.tx((q) => dfRepository(q).deleteProgram(programId));
  if (outcome === 'MISSING') throw notFound(DF_MESSAGES.budgetNotFound);
  if (outcome === 'HAS_CLAIMS') throw refused(DF_MESSAGES.budgetHasClaims);
  const fund = KIND_SHORT[budget.kind];
  await app.audit.record({
    action: OperationAction.DF_BUDGET_DELETE,
    userId: staff.userId,
    partnerId: budget.partnerId,
    ip: staff.ip,
    outcome: 'SUCCESS',
    target: DF_LOG_TARGETS.budget({ ...budget, kind: fund }),
    detail: { year: budget.year, kind: fund, budget: budget.budget, currency: budget.currency },
  });
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
        throw overLimit(DF_MESSAGES.budgetBelowCommitted(moneyValue(currency, money(row.committed))));
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
