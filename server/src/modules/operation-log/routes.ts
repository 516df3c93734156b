import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayRange } from '@contract/shared/day-range';
import { EmptyBody } from '@contract/shared/empty-body';
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
import { ok } from '@server/http/envelope';
import { errorResponses, responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { PERSONAL_ACTIONS } from '@server/plugins/audit-plugin';

// Constants, not caller input, so they can sit in the SQL text.
const PERSONAL_LIST = PERSONAL_ACTIONS.map((action) => `'${action}'`).join(', ');

interface LogRow {
  id: number | string;
  at: Date;
  action: string;
  actor: string | null;
  actorRole: string | null;
  target: string | null;
  outcome: 'SUCCESS' | 'FAILURE';
  ip: string | null;
}

/**
 * The WHERE clause for one partner's log with the filters applied. Staff entries carry the
 * partner they touched, so they appear here and nowhere else.
 */
function filtered(partnerId: string, userId: string, filters: OperationLogExportRequest) {
  const range = dayRange(filters.startDate, filters.endDate, filters.utcOffsetMinutes ?? 0);
  if (range === 'invalid') throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
  const where = `l.partner_id = $1 AND ($2::text IS NULL OR l.action = $2)
    AND ($3::timestamptz IS NULL OR l.at >= $3) AND ($4::timestamptz IS NULL OR l.at < $4)
    AND ($5::text IS NULL OR (lower(COALESCE(u.email, l.actor_email)) = $5 AND l.actor_role IS DISTINCT FROM 'STAFF'))
    AND ($6::text IS NULL OR ($6 = 'STAFF') = (l.actor_role IS NOT DISTINCT FROM 'STAFF'))
    AND (l.action NOT IN (${PERSONAL_LIST}) OR l.user_id = $7)`;
  const params: unknown[] = [
    partnerId,
    filters.action ?? null,
    range.from,
    range.to,
    filters.actor?.trim().toLowerCase() || null,
    filters.actorKind ?? null,
    // The partner's actions, but another user's personal security events stay theirs.
    userId,
  ];
  return { where, params };
}

const SELECT = `SELECT l.id, l.at, l.action, COALESCE(u.email, l.actor_email) AS actor,
  l.actor_role AS "actorRole", l.target, l.outcome, l.ip
  FROM operation_log l LEFT JOIN users u ON u.id = l.user_id`;

/**
 * Staff are shown as the network, not by their personal address, nor by where they work from
 * (their IP address); the partner's own people keep theirs.
 */
const present = (row: LogRow): OperationLogEntry => {
  const staff = row.actorRole === 'STAFF';
  return {
    id: String(row.id),
    time: row.at.toISOString(),
    action: row.action,
    actor: staff ? null : row.actor,
    staff,
    target: row.target,
    outcome: row.outcome,
    ip: staff ? null : row.ip,
  };
};

const CSV_COLUMNS = [
  { header: 'Time (UTC)', value: (e: OperationLogEntry) => e.time },
  { header: 'Actor', value: (e: OperationLogEntry) => (e.staff ? 'Network staff' : e.actor) },
  { header: 'Action', value: (e: OperationLogEntry) => e.action },
  { header: 'Target', value: (e: OperationLogEntry) => e.target },
  { header: 'Outcome', value: (e: OperationLogEntry) => e.outcome },
  { header: 'IP address', value: (e: OperationLogEntry) => e.ip },
] as const;

/** The read side of the operation log: the caller's current partner only. */
export default async function operationLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

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
      const { where, params } = filtered(partnerId, request.session!.userId, request.body);
      const [{ total }] = await app.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM operation_log l LEFT JOIN users u ON u.id = l.user_id WHERE ${where}`,
        params,
      );
      const rows = await app.db.query<LogRow>(
        `${SELECT} WHERE ${where} ORDER BY l.at DESC, l.id DESC LIMIT $8 OFFSET $9`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      return ok({ total, pageNum, pageSize, operationLogList: rows.map(present) });
    },
  );

  r.post(
    OPERATION_LOG_API.filters,
    {
      onRequest: app.requireSession,
      schema: { body: EmptyBody, response: responses(OperationLogFiltersResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const actions = await app.db.query<{ action: string }>(
        `SELECT DISTINCT action FROM operation_log WHERE partner_id = $1 ORDER BY action`,
        [partnerId],
      );
      const actors = await app.db.query<{ actor: string }>(
        `SELECT DISTINCT lower(COALESCE(u.email, l.actor_email)) AS actor
         FROM operation_log l LEFT JOIN users u ON u.id = l.user_id
         WHERE l.partner_id = $1 AND l.actor_role IS DISTINCT FROM 'STAFF'
           AND COALESCE(u.email, l.actor_email) IS NOT NULL
         ORDER BY 1 LIMIT 200`,
        [partnerId],
      );
      const [{ staff }] = await app.db.query<{ staff: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM operation_log WHERE partner_id = $1 AND actor_role = 'STAFF') AS staff`,
        [partnerId],
      );
      return ok({
        actionList: actions.map((a) => a.action),
        actorList: actors.map((a) => a.actor),
        hasStaffEntries: staff,
      });
    },
  );

  const recordExport = (request: FastifyRequest, outcome: 'SUCCESS' | 'FAILURE', rows: number) =>
    app.audit.record({
      action: OperationAction.OPERATION_LOG_EXPORT,
      userId: request.session!.userId,
      partnerId: request.session!.partnerId,
      ip: request.ip ?? null,
      outcome,
      target: `${rows} entries`,
      detail: { rows },
    });

  // A file on success; failures keep the JSON envelope (510872006, 510872007, 510872008).
  r.post(
    OPERATION_LOG_API.export,
    {
      onRequest: app.requireSession,
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
      const { where, params } = filtered(partnerId, request.session!.userId, request.body);
      const rows = await app.db.query<LogRow>(
        `${SELECT} WHERE ${where} ORDER BY l.at DESC, l.id DESC LIMIT $8`,
        [...params, limit + 1],
      );
      const entries = rows.map(present);
      const fits = entries.length > 0 && entries.length <= limit;
      // Recorded after the rows were read: the file never lists its own export.
      await recordExport(request, fits ? 'SUCCESS' : 'FAILURE', fits ? entries.length : 0);
      const day = app.clock.now().toISOString().slice(0, 10);
      return sendCsv(reply, {
        fileName: `operation-log-${day}.csv`,
        columns: CSV_COLUMNS,
        rows: entries,
        limit,
      });
    },
  );
}
