import type { CalendarQueryYearResponse } from '@contract/calendar/schemas';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type { OperationLogResponse } from '@contract/operation-log/schemas';
import { CALENDAR_API } from '@contract/calendar/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { api, GCASH, session, TRUEMONEY } from '@server/test-support/overview-test-kit';

describeWithDatabases(
  'calendar export (.ics)',
  (ctx) => {
    const app = () => ctx.app();
    const year = async (token: string, body: object = {}) =>
      (await api<CalendarQueryYearResponse>(app(), CALENDAR_API.queryYear, { year: 2026, ...body }, token))
        .body.eventList;
    const exportIcs = async (token: string, body: object) =>
      call(app(), 'POST', CALENDAR_API.export, { token, body });

    test('the filtered year: one VEVENT per listed event, all-day, with the detail link', async () => {
      const token = await session(app(), GCASH);
      const listed = await year(token, { types: ['CAMPAIGN'] });
      expect(listed.length).toBeGreaterThan(0);
      const result = await exportIcs(token, { year: 2026, types: ['CAMPAIGN'] });
      expect(result.status).toBe(200);
      expect(result.raw.headers['content-type']).toContain('text/calendar');
      expect(result.raw.headers['content-disposition']).toContain('network-events-2026.ics');
      const text = result.raw.body;
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(listed.length);
      const first = listed[0];
      expect(text).toContain(`UID:${first.id}@partner-portal`);
      expect(text).toContain(`DTSTART;VALUE=DATE:${first.startDate.replace(/-/g, '')}`);
      expect(text.replace(/\r\n /g, '')).toContain(`/event-detail/${first.id}`);

      const log = await api<OperationLogResponse>(
        app(),
        OPERATION_LOG_API.query,
        { pageNum: 1, pageSize: 50 },
        token,
      );
      const exports = log.body.operationLogList.filter((entry) => entry.action === 'CALENDAR_EXPORT');
      expect(exports.map((entry) => [entry.outcome, entry.target])).toEqual([
        ['SUCCESS', `network-events-2026.ics, ${listed.length} events`],
      ]);
    });

    test("one event by id; another partner's event answers like a missing one", async () => {
      const gcash = await session(app(), GCASH);
      const [event] = await year(gcash);
      const one = await exportIcs(gcash, { id: event.id });
      expect(one.status).toBe(200);
      expect(one.raw.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      const gcashIds = new Set((await year(gcash)).map((e) => e.id));
      const foreign = (await year(await session(app(), TRUEMONEY))).find((e) => !gcashIds.has(e.id));
      expect(foreign).toBeDefined();
      for (const id of [foreign!.id, 'no-such-event']) {
        const result = await exportIcs(gcash, { id });
        expect(result.status).toBe(404);
        expect((result.body as { resultCode: string }).resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      }
    });

    test('no events for the filter is 510872007; bad input 400; no session 401', async () => {
      const token = await session(app(), GCASH);
      const empty = await exportIcs(token, { year: 2001 });
      expect(empty.status).toBe(400);
      expect((empty.body as { resultCode: string }).resultCode).toBe(ResultCode.EXPORT_NO_RECORDS);
      expect((await exportIcs(token, { year: 2026, id: 'x' })).status).toBe(400);
      expect((await exportIcs(token, { year: 'soon' })).status).toBe(400);
      expect((await call(app(), 'POST', CALENDAR_API.export, { body: { bad: 1 } })).status).toBe(401);
    });
  },
  { seed: true },
);
