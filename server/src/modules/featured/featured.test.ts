import type { FeaturedListResponse } from '@contract/featured/schemas';
import { FEATURED_PAST_LIMIT } from '@contract/featured/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { FEATURED_API } from '@contract/featured/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

type Featured = Omit<FeaturedListResponse, 'success' | 'resultCode' | 'resultMessage'>;

describeWithDatabases(
  'featured list',
  (ctx) => {
    const app = () => ctx.app();
    const list = async (token: string | null, body: unknown = {}) =>
      api<Featured>(app(), FEATURED_API.list, body, token);
    const today = () => ctx.clock.now().toISOString().slice(0, 10);

    test('carousel items: the current ones in display order, then ended ones, latest end first', async () => {
      const { status, body } = await list(await session(app(), GCASH));
      expect(status).toBe(200);
      expect(body.today).toBe(today());
      const items = body.carouselList;
      const current = items.filter((i) => i.startDate <= today() && i.endDate >= today());
      const past = items.filter((i) => i.endDate < today());
      expect(current.length).toBeGreaterThan(0);
      expect(past.length).toBeGreaterThan(0);
      // Nothing that has not started yet, and the current block comes first.
      expect(current.length + past.length).toBe(items.length);
      expect(items.slice(0, current.length)).toEqual(current);
      expect(current.map((i) => i.order)).toEqual([...current.map((i) => i.order)].sort((a, b) => a - b));
      const ends = past.map((i) => i.endDate);
      expect(ends).toEqual([...ends].sort().reverse());
      // The current block is exactly what the overview's carousel shows.
      const carousel = await api<{ carouselList: unknown[] }>(
        app(),
        CAROUSEL_API.query,
        {},
        await session(app(), GCASH),
      );
      expect(current).toEqual(carousel.body.carouselList);
    });

    test('events: not yet ended by start date (current and upcoming), then ended ones, latest end first', async () => {
      const { body } = await list(await session(app(), GCASH));
      const events = body.eventList;
      const split = events.findIndex((e) => e.endDate < today());
      expect(split).toBeGreaterThan(0);
      const coming = events.slice(0, split);
      const ended = events.slice(split);
      expect(coming.every((e) => e.endDate >= today())).toBe(true);
      expect(coming.some((e) => e.startDate > today())).toBe(true);
      expect(coming.map((e) => e.startDate)).toEqual([...coming.map((e) => e.startDate)].sort());
      expect(ended.every((e) => e.endDate < today())).toBe(true);
      expect(ended.map((e) => e.endDate)).toEqual([...ended.map((e) => e.endDate)].sort().reverse());
      expect(ended.length).toBeLessThanOrEqual(FEATURED_PAST_LIMIT);
      const stored = await app().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM events WHERE published AND end_date < $1::date
           AND (partner_id IS NULL OR partner_id = (SELECT partner_id FROM users WHERE email = $2))`,
        [today(), GCASH],
      );
      expect(ended.length).toBe(Math.min(stored[0].n, FEATURED_PAST_LIMIT));
    });

    test("another partner's items and events never appear; staff without a partner sees network-wide ones", async () => {
      const gcash = (await list(await session(app(), GCASH))).body;
      const dana = (await list(await session(app(), DANA))).body;
      const staff = (await list(await session(app(), STAFF))).body;
      const gcashIds = new Set([...gcash.carouselList, ...gcash.eventList].map((i) => i.id));
      const danaIds = new Set([...dana.carouselList, ...dana.eventList].map((i) => i.id));
      const gcashOnly = [...gcashIds].filter((id) => !danaIds.has(id));
      expect(gcashOnly.length).toBeGreaterThan(0);
      const staffIds = [...staff.carouselList, ...staff.eventList].map((i) => i.id);
      expect(staffIds.length).toBeGreaterThan(0);
      expect(staffIds.every((id) => gcashIds.has(id) && danaIds.has(id))).toBe(true);
    });

    test('needs a session, and takes no fields', async () => {
      const noSession = await list(null);
      expect(noSession.status).toBe(401);
      const extra = await list(await session(app(), GCASH), { partnerId: 'dana' });
      expect(extra.status).toBe(400);
      expect(extra.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });
  },
  { seed: true },
);
