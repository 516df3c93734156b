import type { FastifyInstance } from 'fastify';
import { FeaturedListRequestSchema, FeaturedListResponseSchema } from '@contract/featured/schemas';
import { FEATURED_PAST_LIMIT } from '@contract/featured/constants';
import { FEATURED_API } from '@contract/featured/constants';
import { ok } from '@server/http/envelope';
import { responses } from '@server/http/responses';
import type { TypeBoxProvider } from '@server/http/type-provider';
import { carouselRepository } from '@server/modules/carousel/repository';
import { eventRepository } from '@server/modules/event/repository';
import { isoDateOf } from '@server/http/present';

/** The events-carousel-detail list: carousel items and events, current first, past after. */
export default async function featuredRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxProvider>();
  const carousel = carouselRepository(app.db);
  const events = eventRepository(app.db);

  r.post(
    FEATURED_API.list,
    {
      onRequest: app.requireSession,
      schema: { body: FeaturedListRequestSchema, response: responses(FeaturedListResponseSchema) },
    },
    async (request) => {
      const partnerId = request.session!.partnerId;
      const today = isoDateOf(app.clock.now());
      // Current then past of each, one statement apiece. Events come from the data load only, so
      // the day's list is kept like the calendar's (FIGURES_CACHE_MS, docs/scale.md);
      // carousel items are the staff's and are read every time.
      const [carouselList, eventList] = await Promise.all([
        carousel.currentThenPast(partnerId, today, FEATURED_PAST_LIMIT),
        app.figuresCache.get(partnerId ?? '', `featured-events:${today}`, () =>
          events.notEndedThenEnded(partnerId, today, FEATURED_PAST_LIMIT),
        ),
      ]);
      return ok({ today, carouselList, eventList });
    },
  );
}
