import type { FastifyInstance } from 'fastify';
import {
  InsightsExportRequestSchema,
  InsightsQueryRequestSchema,
  InsightsQueryResponseSchema,
} from '@contract/insights/schemas';
import type { InsightsQueryRequest as InsightsRequest } from '@contract/insights/schemas';
import { INSIGHTS_API, latestInsightsMonth } from '@contract/insights/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { AppError } from '@server/http/app-error';
import { OperationAction } from '@contract/operation-log/schemas';
import { sendCsv } from '@server/http/csv-export';
import { exportSlotHooks } from '@server/http/export-slots';
import { ok } from '@server/http/envelope';
import { errorResponses, responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import type { ExportRow, InsightsFilter } from './repository';
import { insightsRepository } from './repository';
import { msg } from '@server/i18n/messages';

/** The export's columns: machine keys first (docs/i18n.md); the volume's currency has its own column. */
const csvColumns = (currency: string) => [
  { key: 'month', value: (row: ExportRow) => row.month },
  { key: 'merchant_country', value: (row: ExportRow) => row.country },
  { key: 'merchant_category', value: (row: ExportRow) => row.category },
  { key: 'payment_volume', value: (row: ExportRow) => row.volume.toFixed(2) },
  { key: 'transactions', value: (row: ExportRow) => row.txnCount },
  { key: 'paying_users', value: (row: ExportRow) => row.payingUsers },
  { key: 'currency', value: () => currency },
];

export default async function insightsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const repo = insightsRepository(app.db);

  /** The caller's filter; a month after the current one is refused (there are no figures yet). */
  const filterOf = (partnerId: string, body: InsightsRequest): InsightsFilter => {
    const latest = latestInsightsMonth(app.clock.now());
    if (`${body.year}-${body.month}` > `${latest.year}-${latest.month}`) {
      throw new AppError(ResultCode.ILLEGAL_PARAMETERS, 400);
    }
    const month = `${body.year}-${body.month}-01`;
    return {
      partnerId,
      month,
      countries: body.countries && body.countries.length > 0 ? body.countries : null,
      currency: body.currency ?? 'USD',
    };
  };

  r.post(
    INSIGHTS_API.query,
    {
      onRequest: app.requireSession,
      schema: { body: InsightsQueryRequestSchema, response: responses(InsightsQueryResponseSchema) },
    },
    async (request) => {
      const filter = filterOf(currentPartnerId(request), request.body);
      const now = app.clock.now();
      // Month to date depends on the day, so the day is part of the key.
      const key = `insights:${JSON.stringify(filter)}:${now.toISOString().slice(0, 10)}`;
      const figures = await app.figuresCache.get(filter.partnerId, key, () => repo.pageFigures(filter, now));
      return ok({ year: request.body.year, month: request.body.month, ...figures });
    },
  );

  r.post(
    INSIGHTS_API.export,
    {
      onRequest: app.requireSession,
      // At most EXPORT_CONCURRENT_MAX exports of one user at once (http/export-slots.ts).
      ...exportSlotHooks(app),
      // The CSV itself is no JSON; only the error envelopes are.
      schema: { body: InsightsExportRequestSchema, response: errorResponses },
    },
    async (request, reply) => {
      const filter = filterOf(currentPartnerId(request), request.body);
      // The staff's export limit (per partner, else network-wide) wins over INSIGHTS_EXPORT_LIMIT.
      const limit = await app.settings.integer(
        SETTING_KEYS.EXPORT_MAX_ROWS,
        filter.partnerId,
        app.config.insightsExportLimit,
      );
      const { rows, currency } = await repo.exportRows(filter, limit);
      const fits = rows.length > 0 && rows.length <= limit;
      await app.audit.record({
        action: OperationAction.INSIGHTS_EXPORT,
        userId: request.session!.userId,
        partnerId: filter.partnerId,
        ip: request.ip ?? null,
        outcome: fits ? 'SUCCESS' : 'FAILURE',
        target: msg('log.insightsExport', {
          period: `${request.body.year}-${request.body.month}`,
          rows: fits ? rows.length : 0,
        }),
        detail: { rows: fits ? rows.length : 0 },
      });
      return sendCsv(reply, {
        fileName: `performance-insights-${request.body.year}-${request.body.month}.csv`,
        limit,
        rows,
        columns: csvColumns(currency),
      });
    },
  );
}
