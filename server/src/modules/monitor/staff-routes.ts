import type { FastifyInstance } from 'fastify';
import { dayRange } from '@contract/shared/day-range';
import { MONITOR_API } from '@contract/monitor/constants';
import { MonitorUsageRequestSchema, MonitorUsageResponseSchema } from '@contract/monitor/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { AppError } from '@server/http/app-error';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { monitorRepository } from './repository';

/** Usage monitoring for staff (contract/monitor/): route changes counted per path and partner. */
export default async function monitorStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = monitorRepository(app.db);

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
      const { totals, paths, partners } = await repo.usage(range.from, range.to);
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
