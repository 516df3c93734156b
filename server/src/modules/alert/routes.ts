import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALERT_API, ALERT_LIMITS } from '@contract/alert/constants';
import { alertRuleProblem, normalizeAlertRule } from '@contract/alert/rules';
import {
  AlertDeleteRequestSchema,
  AlertDeleteResponseSchema,
  AlertListRequestSchema,
  AlertListResponseSchema,
  AlertSaveFailureSchema,
  AlertSaveRequestSchema,
  AlertSaveResponseSchema,
  AlertSetPausedRequestSchema,
  AlertSetPausedResponseSchema,
} from '@contract/alert/schemas';
import type { AlertRule, AlertSaveRequest } from '@contract/alert/schemas';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { newId } from '@server/security/tokens';
import { evaluateAlertsAfterChange } from './hooks';
import { ALERT_MESSAGES, alertFieldMessage } from './messages';
import { alertRepository } from './repository';
import type { AlertRepository, Owner } from './repository';

/** Partner users and admins (on their current partner) keep rules; staff have no partner figures. */
async function partnerUserOnly(request: FastifyRequest): Promise<void> {
  if (request.session?.role === 'STAFF') throw new AppError(ResultCode.NO_AUTHORITY, 403);
}

const ownerOf = (request: FastifyRequest): Owner => ({
  userId: request.session!.userId,
  partnerId: currentPartnerId(request),
});

const notFound = () => new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS, ALERT_MESSAGES.ruleNotFound);

/** A rule it can evaluate right away fires now if its condition already holds; answers it fresh. */
async function evaluated(app: FastifyInstance, repo: AlertRepository, rule: AlertRule, owner: Owner) {
  if (!rule.paused) await evaluateAlertsAfterChange(app, { ruleIds: [rule.ruleId] });
  return (await repo.get(rule.ruleId, owner)) ?? rule;
}

async function saveRule(app: FastifyInstance, repo: AlertRepository, owner: Owner, body: AlertSaveRequest) {
  const problem = alertRuleProblem(body, await repo.countries(owner.partnerId));
  if (problem) throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, alertFieldMessage(problem), problem);
  const rule = normalizeAlertRule(body);
  const now = app.clock.now();
  if (body.ruleId) {
    const updated = await repo.update(body.ruleId, owner, rule, now);
    if (!updated) throw notFound();
    return updated;
  }
  if ((await repo.count(owner)) >= ALERT_LIMITS.rulesPerUser)
    throw new AppError(
      ResultCode.ILLEGAL_PARAMETERS,
      400,
      ALERT_MESSAGES.tooManyRules(ALERT_LIMITS.rulesPerUser),
    );
  return repo.insert(newId(), owner, rule, now);
}

export default async function alertRoutes(app: FastifyInstance) {
  const repo = alertRepository(app.db);
  const r = app.withTypeProvider<TypeBoxProvider>();
  const onRequest = [app.requireSession, partnerUserOnly];
  // Staff publishing, claim moves and contract uploads: their partners' rules look at once.
  app.dataChanges.listen((change) => evaluateAlertsAfterChange(app, { partnerIds: change.partnerIds }));

  r.post(
    ALERT_API.list,
    { onRequest, schema: { body: AlertListRequestSchema, response: responses(AlertListResponseSchema) } },
    async (request) => {
      const owner = ownerOf(request);
      const [ruleList, countryList] = await Promise.all([repo.list(owner), repo.countries(owner.partnerId)]);
      return ok({ ruleList, countryList });
    },
  );

  r.post(
    ALERT_API.save,
    {
      onRequest,
      schema: {
        body: AlertSaveRequestSchema,
        response: { ...responses(AlertSaveResponseSchema), 400: AlertSaveFailureSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const saved = await saveRule(app, repo, owner, request.body);
      return ok({ rule: await evaluated(app, repo, saved, owner) });
    },
  );

  r.post(
    ALERT_API.setPaused,
    {
      onRequest,
      schema: { body: AlertSetPausedRequestSchema, response: responses(AlertSetPausedResponseSchema) },
    },
    async (request) => {
      const owner = ownerOf(request);
      const rule = await repo.setPaused(request.body.ruleId, owner, request.body.paused, app.clock.now());
      if (!rule) throw notFound();
      return ok({ rule: await evaluated(app, repo, rule, owner) });
    },
  );

  r.post(
    ALERT_API.delete,
    { onRequest, schema: { body: AlertDeleteRequestSchema, response: responses(AlertDeleteResponseSchema) } },
    async (request) => {
      if (!(await repo.remove(request.body.ruleId, ownerOf(request)))) throw notFound();
      return ok({});
    },
  );
}
