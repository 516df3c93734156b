import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayRange } from '@contract/shared/day-range';
import { EmptyBodySchema } from '@contract/shared/empty-body';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import {
  OperationAction,
  OperationLogExportSchema,
  OperationLogFiltersResponseSchema,
  OperationLogQuerySchema,
  OperationLogResponseSchema,
} from '@contract/operation-log/schemas';
import type { OperationLogEntry, OperationLogExportRequest } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { AppError } from '@server/http/app-error';
import { sendCsv } from '@server/http/csv-export';
import { exportSlotHooks } from '@server/http/export-slots';
import { ok } from '@server/http/envelope';
import { errorResponses, responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import type { LogFilter, LogRow } from './repository';
import { operationLogRepository } from './repository';
import type { Locale } from '@contract/shared/locale';
import { msg, render, t } from '@server/i18n/messages';
import { requestLocale } from '@server/i18n/request-locale';

/** The repository's filter from the caller's; unreal or reversed days are refused. */
function filterOf(partnerId: string, userId: string, filters: OperationLogExportRequest): LogFilter {
  const range = dayRange(filters.startDate, filters.endDate, filters.utcOffsetMinutes ?? 0);
  if (range === 'invalid') throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
  return {
    partnerId,
    userId,
    action: filters.action ?? null,
    from: range.from,
    to: range.to,
    actor: filters.actor?.trim().toLowerCase() || null,
    actorKind: filters.actorKind ?? null,
  };
}

/**
 * Staff are shown as the network, not by their personal address, nor by where they work from
 * (their IP address); the partner's own people keep theirs.
 */
const present = (row: LogRow, locale: Locale): OperationLogEntry => {
  const staff = row.actorRole === 'STAFF';
  return {
    id: String(row.id),
    time: row.at.toISOString(),
    action: row.action,
    actor: staff ? null : row.actor,
    staff,
    target: row.targetMessage ? render(locale, row.targetMessage) : row.target,
    outcome: row.outcome,
    ip: staff ? null : row.ip,
  };
};

/** Machine keys first; the labelled values (staff actor, outcome) in the reader's language. */
const csvColumns = (locale: Locale) =>
  [
    { key: 'time_utc', value: (e: OperationLogEntry) => e.time },
    { key: 'actor', value: (e: OperationLogEntry) => (e.staff ? t(locale, 'csv.networkStaff') : e.actor) },
    { key: 'action', value: (e: OperationLogEntry) => e.action },
    { key: 'target', value: (e: OperationLogEntry) => e.target },
    { key: 'outcome', value: (e: OperationLogEntry) => t(locale, 'csv.outcome', { outcome: e.outcome }) },
    { key: 'ip_address', value: (e: OperationLogEntry) => e.ip },
  ] as const;

/** The export itself is logged, with how many entries it held (0 when refused). */
const recordExport = (
  app: FastifyInstance,
  request: FastifyRequest,
  outcome: 'SUCCESS' | 'FAILURE',
  rows: number,
) =>
  app.audit.record({
    action: OperationAction.OPERATION_LOG_EXPORT,
    userId: request.session!.userId,
    partnerId: request.session!.partnerId,
    ip: request.ip ?? null,
    outcome,
    target: msg('log.exportTarget', { rows }),
    detail: { rows },
  });

/** The read side of the operation log: the caller's current partner only. */
export default async function operationLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = operationLogRepository(app.db);

  r.post(
    OPERATION_LOG_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: OperationLogQuerySchema, response: responses(OperationLogResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const { pageNum } = request.body;
      const pageSize = request.body.pageSize ?? 10;
      const filter = filterOf(partnerId, request.session!.userId, request.body);
      const { total, rows } = await repo.page(filter, pageSize, (pageNum - 1) * pageSize);
      const locale = requestLocale(request);
      return ok({ total, pageNum, pageSize, operationLogList: rows.map((row) => present(row, locale)) });
    },
  );

  r.post(
    OPERATION_LOG_API.filters,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBodySchema, response: responses(OperationLogFiltersResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const { actions, actors, staff } = await repo.filterValues(partnerId, request.session!.userId);
      return ok({
        actionList: actions.map((a) => a.action),
        actorList: actors.map((a) => a.actor),
        hasStaffEntries: staff,
      });
    },
  );

  // A file on success; failures keep the JSON envelope (510872006, 510872007, 510872008).
  r.post(
    OPERATION_LOG_API.export,
    {
      onRequest: app.requireSession,
      ...exportSlotHooks(app),
      schema: { body: OperationLogExportSchema, response: errorResponses },
    },
    async (request, reply) => {
      const partnerId = currentPartnerId(request);
      // The staff's export limit (per partner, else network-wide) wins over OPERATION_LOG_EXPORT_LIMIT.
      const limit = await app.settings.integer(
        SETTING_KEYS.EXPORT_MAX_ROWS,
        partnerId,
        app.config.operationLogExportLimit,
      );
      const filter = filterOf(partnerId, request.session!.userId, request.body);
      const rows = await repo.list(filter, limit + 1);
      const locale = requestLocale(request);
      const entries = rows.map((row) => present(row, locale));
      const fits = entries.length > 0 && entries.length <= limit;
      // Recorded after the rows were read: the file never lists its own export.
      await recordExport(app, request, fits ? 'SUCCESS' : 'FAILURE', fits ? entries.length : 0);
      const day = app.clock.now().toISOString().slice(0, 10);
      return sendCsv(reply, {
        fileName: `operation-log-${day}.csv`,
        columns: csvColumns(requestLocale(request)),
        rows: entries,
        limit,
      });
    },
  );
}
