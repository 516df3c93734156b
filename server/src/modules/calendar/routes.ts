import type { FastifyInstance } from 'fastify';
import { CalendarQueryYearRequest, CalendarQueryYearResponse } from '../../../../contract/calendar';
import { CONFIG_KEYS, OVERVIEW_API } from '../../../../contract/overview-constants';
import { ok } from '../../http/envelope';
import { responses } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/type-provider';
import { configRepository } from '../config/repository';
import { eventRepository } from '../event/repository';
import { publishedRangeFrom } from './published-range';

export default async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const events = eventRepository(app.db);
  const config = configRepository(app.db);

  r.post(
    OVERVIEW_API.calendarQueryYear,
    {
      preHandler: app.requireSession,
      schema: { body: CalendarQueryYearRequest, response: responses(CalendarQueryYearResponse) },
    },
    async (request) => {
      const partnerId = request.session!.partnerId;
      const { year, countries, types } = request.body;
      const eventList = await events.between(partnerId, `${year}-01-01`, `${year}-12-31`, {
        countries,
        types,
      });
      const range = await config.value(CONFIG_KEYS.CALENDAR_PUBLISHED_RANGE, partnerId);
      return ok({ year, eventList, publishedRange: publishedRangeFrom(range, app.clock.now()) });
    },
  );
}
