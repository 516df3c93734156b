import type { PublishedRange } from '@contract/calendar/schemas';
import type { EventSummary } from '@contract/event/schemas';
import { EVENT_TYPES } from '@contract/event/constants';
import { CALENDAR_API } from '@contract/calendar/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';
import { publishedRangeFrom } from './published-range';

interface YearAnswer {
  year: number;
  eventList: EventSummary[];
  publishedRange: PublishedRange;
}

describeWithDatabases(
  'calendar',
  (ctx) => {
    const app = () => ctx.app();
    const queryYear = (token: string, body: Record<string, unknown>) =>
      api<YearAnswer>(app(), CALENDAR_API.queryYear, body, token);
    const thisYear = () => ctx.clock.now().getUTCFullYear();

    test('events of the year overlap it, come by start date and cover every type', async () => {
      const year = thisYear();
      const body = (await queryYear(await session(app(), GCASH), { year })).body;
      expect(body).toMatchObject({ success: true, year });
      const list = body.eventList;
      expect(list.length).toBeGreaterThan(15);
      for (const e of list) {
        expect(e.startDate <= `${year}-12-31` && e.endDate >= `${year}-01-01`).toBe(true);
        expect(e.startDate <= e.endDate).toBe(true);
        expect(e.countries.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
      }
      const starts = list.map((e) => e.startDate);
      expect(starts).toEqual([...starts].sort());
      expect(new Set(list.map((e) => e.type))).toEqual(new Set(EVENT_TYPES));
    });

    test('the published range comes from the settings and spans last year to next year', async () => {
      const year = thisYear();
      const body = (await queryYear(await session(app(), GCASH), { year })).body;
      expect(body.publishedRange).toEqual({ start: `${year - 1}-01-01`, end: `${year + 1}-12-31` });
      const next = (await queryYear(await session(app(), GCASH), { year: year + 1 })).body;
      expect(next.eventList.length).toBeGreaterThan(0);
    });

    test("claim deadlines are the partner's own; other partners and staff don't see them", async () => {
      const year = thisYear();
      const gcash = (await queryYear(await session(app(), GCASH), { year })).body.eventList;
      const dana = (await queryYear(await session(app(), DANA), { year })).body.eventList;
      const staff = (await queryYear(await session(app(), STAFF), { year })).body.eventList;
      expect(gcash.filter((e) => e.type === 'CLAIM_DEADLINE').length).toBeGreaterThan(0);
      expect(dana.filter((e) => e.type === 'CLAIM_DEADLINE')).toEqual([]);
      expect(staff.filter((e) => e.type === 'CLAIM_DEADLINE')).toEqual([]);
      expect(staff.length).toBe(dana.length);
    });

    test('country and type filters narrow the list; events for every country always match a country', async () => {
      const token = await session(app(), GCASH);
      const year = thisYear();
      const all = (await queryYear(token, { year })).body.eventList;
      const th = (await queryYear(token, { year, countries: ['TH'] })).body.eventList;
      expect(th.length).toBeGreaterThan(0);
      expect(th.length).toBeLessThan(all.length);
      expect(th.every((e) => e.countries.length === 0 || e.countries.includes('TH'))).toBe(true);
      expect(th.some((e) => e.countries.length === 0)).toBe(true);
      const holidays = (await queryYear(token, { year, types: ['SETTLEMENT_HOLIDAY'] })).body.eventList;
      expect(holidays.length).toBe(all.filter((e) => e.type === 'SETTLEMENT_HOLIDAY').length);
      const none = (await queryYear(token, { year, countries: [], types: [] })).body.eventList;
      expect(none.length).toBe(all.length);
    });

    test.each([
      {},
      { year: 1999 },
      { year: '2026' },
      { year: 2026, countries: ['th'] },
      { year: 2026, types: ['PARTY'] },
    ])('bad request %j is 400', async (body) => {
      const result = await queryYear(await session(app(), GCASH), body);
      expect(result.status).toBe(400);
      expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });

    test('a malformed configured range falls back to last year .. next year', () => {
      const now = new Date('2026-03-02T00:00:00Z');
      const fallback = { start: '2025-01-01', end: '2027-12-31' };
      expect(publishedRangeFrom(null, now)).toEqual(fallback);
      expect(publishedRangeFrom('not json', now)).toEqual(fallback);
      expect(publishedRangeFrom('{"start":"2026-05-01","end":"2026-01-01"}', now)).toEqual(fallback);
      expect(publishedRangeFrom('{"start":"2026-01-01","end":"2026-06-30"}', now)).toEqual({
        start: '2026-01-01',
        end: '2026-06-30',
      });
    });
  },
  { seed: true },
);
