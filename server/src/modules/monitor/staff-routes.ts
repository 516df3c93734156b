import type { FastifyInstance } from 'fastify';
import { dayRange } from '@contract/shared/day-range';
import { MONITOR_API, MONITOR_ROUTE_CHANGE, MONITOR_USAGE_ROWS } from '@contract/monitor/constants';
import { MonitorUsageRequestSchema, MonitorUsageResponseSchema } from '@contract/monitor/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';

interface UsageRow {
  key: string | null;
  name: string | null;
  views: number;
  users: number;
}

/** Usage monitoring for staff (contract/monitor/): route changes counted per path and partner. */
export default async function monitorStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();

  r.post(
    MONITOR_API.usage,
    {
      onRequest: app.requireStaff,
      schema: { body: MonitorUsageRequestSchema, response: responses(MonitorUsageResponseSchema) },
    },
    async (request) => {
      const { startDate, endDate, utcOffsetMinutes } = request.body;
      const range = dayRange(startDate, endDate, utcOffsetMinutes ?? 0);
      if (range === 'invalid' || !range.from || !range.to) {
        throw new AppError(ResultCode.DATETIME_FORMAT_ERROR, 400);
      }
      const where = `e.code = '${MONITOR_ROUTE_CHANGE}' AND e.at >= $1 AND e.at < $2`;
      const params = [range.from, range.to];
      const [totals] = await app.db.query<{ views: number; users: number }>(
        `SELECT count(*)::int AS views, count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e WHERE ${where}`,
        params,
      );
      const paths = await app.db.query<UsageRow>(
        `SELECT e.path AS key, NULL AS name, count(*)::int AS views, count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e WHERE ${where} AND e.path IS NOT NULL
         GROUP BY e.path ORDER BY views DESC, e.path LIMIT ${MONITOR_USAGE_ROWS}`,
        params,
      );
      const partners = await app.db.query<UsageRow>(
        `SELECT e.partner_id AS key, p.name AS name, count(*)::int AS views,
           count(DISTINCT e.user_id)::int AS users
         FROM monitor_events e LEFT JOIN partners p ON p.id = e.partner_id
         WHERE ${where}
         GROUP BY e.partner_id, p.name ORDER BY views DESC, p.name NULLS LAST`,
        params,
      );
      return ok({
        totalViews: totals.views,
        totalUsers: totals.users,
        pathList: paths.map((row) => ({ path: row.key ?? '', views: row.views, users: row.users })),
        partnerList: partners.map((row) => ({
          partnerId: row.key,
          partnerName: row.name,
          views: row.views,
          users: row.users,
        })),
      });
    },
  );
}
