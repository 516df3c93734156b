import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@contract/shared/result-codes';
import { OperationAction } from '@contract/operation-log/schemas';
import { CONFIG_STAFF_API } from '@contract/staff-content/constants';
import {
  SettingsListRequestSchema,
  SettingsListResponseSchema,
  SettingsSaveFailureSchema,
  SettingsSaveRequestSchema,
  SettingsSaveResponseSchema,
  StaffPartnersRequestSchema,
  StaffPartnersResponseSchema,
} from '@contract/staff-content/schemas';
import { checkSetting, SETTING_DEFS } from '@contract/staff-content/settings';
import { settingProblemMessage } from './setting-messages';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { STAFF_LOG_TARGETS } from '@server/plugins/staff-log-targets';
import { recordStaffChange } from '@server/plugins/staff-audit';
import { configRepository } from './repository';

type Repo = ReturnType<typeof configRepository>;

// Every call here is staff only, checked before the body is parsed or validated.

function registerPartners(app: FastifyInstance, repo: Repo) {
  app.withTypeProvider<TypeBoxProvider>().post(
    CONFIG_STAFF_API.partners,
    {
      onRequest: app.requireStaff,
      schema: { body: StaffPartnersRequestSchema, response: responses(StaffPartnersResponseSchema) },
    },
    async () => {
      const rows = await repo.partners();
      return ok({ partnerList: rows });
    },
  );
}

function registerSettingsList(app: FastifyInstance, repo: Repo) {
  app.withTypeProvider<TypeBoxProvider>().post(
    CONFIG_STAFF_API.settingsList,
    {
      onRequest: app.requireStaff,
      schema: { body: SettingsListRequestSchema, response: responses(SettingsListResponseSchema) },
    },
    async () => {
      const rows = await repo.settings(SETTING_DEFS.map((def) => def.key));
      return ok({
        settingList: rows.map((row) => ({
          key: row.key,
          partnerId: row.partner_id,
          value: row.value,
          updatedAt: row.updated_at.toISOString(),
        })),
      });
    },
  );
}

function registerSettingsSave(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxProvider>().post(
    CONFIG_STAFF_API.settingsSave,
    {
      onRequest: app.requireStaff,
      schema: {
        body: SettingsSaveRequestSchema,
        response: { ...responses(SettingsSaveResponseSchema), 400: SettingsSaveFailureSchema },
      },
    },
    async (request) => {
      const { partnerId, values } = request.body;
      if (partnerId && !(await app.partnersRepository.get(partnerId)))
        throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
      const entries = Object.entries(values).map(
        ([key, value]) => [key, value === null ? null : value.trim()] as const,
      );
      // Each value is checked by its setting's type; the first refusal names the field and the rule.
      for (const [key, value] of entries) {
        const problem = checkSetting(key, value ?? '');
        if (problem === 'UNKNOWN' || (value !== null && problem !== null))
          throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400, settingProblemMessage(key, problem), key);
      }
      const changed = await app.db.tx(async (tx) => {
        const txRepo = configRepository(tx);
        const keys: string[] = [];
        for (const [key, value] of entries) {
          if (await txRepo.save(key, partnerId, value, app.clock.now())) keys.push(key);
        }
        return keys;
      });
      // Exports and idle checks in every process use the new values from the next request on.
      if (changed.length) await app.settings.forget();
      if (changed.length)
        await recordStaffChange(
          app,
          request,
          OperationAction.STAFF_SETTINGS_CHANGE,
          partnerId ? [partnerId] : null,
          STAFF_LOG_TARGETS.settings(changed, !partnerId),
          { keys: changed, scope: partnerId ?? 'ALL' },
        );
      return ok({ changed });
    },
  );
}

/** Partners for the staff pickers, and the portal settings partners read through config/queryOne.json. */
export default async function staffSettingsRoutes(app: FastifyInstance) {
  const repo = configRepository(app.db);
  registerPartners(app, repo);
  registerSettingsList(app, repo);
  registerSettingsSave(app);
}
