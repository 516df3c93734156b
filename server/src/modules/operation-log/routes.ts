import type { FastifyInstance } from 'fastify';
import {
  OPERATION_LOG_QUERY_PATH,
  OperationLogQuerySchema,
  OperationLogResponseSchema,
} from '../../../../contract/operation-log';
import type { OperationLogEntry } from '../../../../contract/operation-log';
import { ResultCode } from '../../../../contract/result-codes';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { responses } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/type-provider';
import { currentPartnerId } from '../../plugins/auth-plugin';
import { PERSONAL_ACTIONS } from './audit';

const DAY_MS = 86_400_000;
// Constants, not caller input, so they can sit in the SQL text.
const PERSONAL_LIST = PERSONAL_ACTIONS.map((action) => `'${action}'`).join(', ');

/** The read side of the operation log: the caller's current partner only. */
export default async function operationLogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.post(
    OPERATION_LOG_QUERY_PATH,
    {
      preHandler: app.requireSession,
      schema: { body: OperationLogQuerySchema, response: responses(OperationLogResponseSchema) },
    },
    async (request) => {
      const partnerId = currentPartnerId(request);
      const { pageNum, action, startDate, endDate } = request.body;
      const pageSize = request.body.pageSize ?? 10;
      const from = startDate ? new Date(`${startDate}T00:00:00.000Z`) : null;
      const to = endDate ? new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + DAY_MS) : null;
      if (
        (from && Number.isNaN(from.getTime())) ||
        (to && Number.isNaN(to.getTime())) ||
        (from && to && from >= to)
      ) {
        throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
      }
      // The partner's actions, but another user's personal security events stay theirs.
      const where = `l.partner_id = $1 AND ($2::text IS NULL OR l.action = $2)
        AND ($3::timestamptz IS NULL OR l.at >= $3) AND ($4::timestamptz IS NULL OR l.at < $4)
        AND (l.action NOT IN (${PERSONAL_LIST}) OR l.user_id = $5)`;
      const params = [partnerId, action ?? null, from, to, request.session!.userId];
      const [{ total }] = await app.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM operation_log l WHERE ${where}`,
        params,
      );
      const rows = await app.db.query<{
        id: number;
        at: Date;
        action: string;
        actor: string | null;
        outcome: 'SUCCESS' | 'FAILURE';
        ip: string | null;
      }>(
        `SELECT l.id, l.at, l.action, COALESCE(u.email, l.actor_email) AS actor, l.outcome, l.ip
         FROM operation_log l LEFT JOIN users u ON u.id = l.user_id
         WHERE ${where}
         ORDER BY l.at DESC, l.id DESC
         LIMIT $6 OFFSET $7`,
        [...params, pageSize, (pageNum - 1) * pageSize],
      );
      const operationLogList: OperationLogEntry[] = rows.map((row) => ({
        id: String(row.id),
        time: row.at.toISOString(),
        action: row.action,
        actor: row.actor,
        outcome: row.outcome,
        ip: row.ip,
      }));
      return ok({ total, pageNum, pageSize, operationLogList });
    },
  );
}
