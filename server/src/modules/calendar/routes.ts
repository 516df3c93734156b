import type { FastifyInstance } from 'fastify';
import { CalendarQueryYearRequestSchema, CalendarQueryYearResponseSchema } from '@contract/calendar/schemas';
import { CONFIG_KEYS } from '@contract/config/constants';
import { CALENDAR_API } from '@contract/calendar/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { configRepository } from '@server/modules/config/repository';
import { eventRepository } from '@server/modules/event/repository';
import { publishedRangeFrom } from './published-range';

export default async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const events = eventRepository(app.db);
  const config = configRepository(app.db);

  r.post(
    CALENDAR_API.queryYear,
    {
      onRequest: app.requireSession,
      schema: { body: CalendarQueryYearRequestSchema, response: responses(CalendarQueryYearResponseSchema) },
    },
    async (request) => {
      const partnerId = request.session!.partnerId;
      const { year, countries, types } = request.body;
      // Events come from the data load only (nothing in the API writes them), so a year's list is
      // kept like the other slow-changing figures (FIGURES_CACHE_MS, docs/scale.md);
      // the published range is configuration and is read every time.
      const filter = { countries: [...(countries ?? [])].sort(), types: [...(types ?? [])].sort() };
      const eventList = await app.figuresCache.get(
        partnerId ?? '',
        `calendar:${year}:${filter.countries.join(',')}:${filter.types.join(',')}`,
        () => events.between(partnerId, `${year}-01-01`, `${year}-12-31`, filter),
      );
      const range = await config.value(CONFIG_KEYS.CALENDAR_PUBLISHED_RANGE, partnerId);
      return ok({ year, eventList, publishedRange: publishedRangeFrom(range, app.clock.now()) });
    },
  );
}
