import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CalendarExportRequestSchema } from '@contract/insights/schemas';
import { CALENDAR_API } from '@contract/calendar/constants';
import { NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS } from '@contract/shared/constants';
import { OperationAction } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import type { CalendarExportRequest as ExportRequest } from '@contract/insights/schemas';
import { AppError } from '@server/http/app-error';
import { errorResponses } from '@server/http/responses';
import { currentPartnerId } from '@server/plugins/auth-plugin';
import { eventRepository } from '@server/modules/event/repository';
import { eventsToIcs } from './ics';

export default async function calendarExportRoutes(app: FastifyInstance) {
  const events = eventRepository(app.db);

  const recordExport = (request: FastifyRequest, outcome: 'SUCCESS' | 'FAILURE', target: string) =>
    app.audit.record({
      action: OperationAction.CALENDAR_EXPORT,
      userId: request.session!.userId,
      partnerId: currentPartnerId(request),
      ip: request.ip ?? null,
      outcome,
      target,
    });

  // The .ics file itself is no JSON, so only the error envelopes have a schema; typed as a plain
  // route because the type provider would hold the text answer to those envelope schemas.
  app.post<{ Body: ExportRequest }>(
    CALENDAR_API.export,
    {
      onRequest: app.requireSession,
      schema: { body: CalendarExportRequestSchema, response: errorResponses },
    },
    async (request, reply) => {
      const partnerId = currentPartnerId(request);
      const body = request.body;
      let list;
      let fileName;
      if ('id' in body) {
        const event = await events.detail(partnerId, body.id);
        if (!event) throw new AppError(NOT_FOUND_CODE, NOT_FOUND_HTTP_STATUS);
        list = [event];
        fileName = 'event.ics';
      } else {
        list = await events.between(partnerId, `${body.year}-01-01`, `${body.year}-12-31`, {
          countries: body.countries,
          types: body.types,
        });
        if (list.length === 0) {
          await recordExport(request, 'FAILURE', 'no events');
          throw new AppError(ResultCode.EXPORT_NO_RECORDS, 400);
        }
        fileName = `network-events-${body.year}.ics`;
      }
      await recordExport(request, 'SUCCESS', `${fileName}, ${list.length} events`);
      const text = eventsToIcs(list, app.config.publicUrl, 'Network events');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}
