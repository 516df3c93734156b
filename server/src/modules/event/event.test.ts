import type { EventDetail, EventSummary } from '@contract/event/schemas';
import { NOT_FOUND_CODE } from '@contract/shared/constants';
import { CALENDAR_API } from '@contract/calendar/constants';
import { EVENT_API } from '@contract/event/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { api, DANA, GCASH, session } from '@server/test-support/overview-test-kit';

describeWithDatabases(
  'event detail',
  (ctx) => {
    const app = () => ctx.app();
    const detail = (token: string, body: unknown) =>
      api<{ event: EventDetail }>(app(), EVENT_API.detail, body, token);
    const yearEvents = async (token: string) =>
      (
        await api<{ eventList: EventSummary[] }>(
          app(),
          CALENDAR_API.queryYear,
          { year: ctx.clock.now().getUTCFullYear() },
          token,
        )
      ).body.eventList;

    test('answers the calendar event with its body, place and banner', async () => {
      const token = await session(app(), GCASH);
      const events = await yearEvents(token);
      const festival = events.find((e) => e.title === 'Year-end Travel Festival')!;
      const result = await detail(token, { id: festival.id });
      expect(result.status).toBe(200);
      expect(result.body.event).toEqual({
        ...festival,
        content: expect.any(String),
        location: expect.any(String),
        imageUrl: expect.stringMatching(/^\/api\/spportal\/file\/public\/[0-9a-f-]{36}\.jpg$/),
      });
      const image = await call(app(), 'GET', result.body.event.imageUrl!);
      expect(image.status).toBe(200);
      expect(image.raw.headers['content-type']).toBe('image/jpeg');
      const holiday = events.find((e) => e.type === 'SETTLEMENT_HOLIDAY')!;
      expect((await detail(token, { id: holiday.id })).body.event).toMatchObject({
        id: holiday.id,
        imageUrl: null,
      });
    });

    test("another partner's event and an unknown id both answer not found (HTTP 404)", async () => {
      const gcashDeadline = (await yearEvents(await session(app(), GCASH))).find(
        (e) => e.type === 'CLAIM_DEADLINE',
      )!;
      const dana = await session(app(), DANA);
      const foreign = await detail(dana, { id: gcashDeadline.id });
      const unknown = await detail(dana, { id: 'f0f0f0f0-0000-4000-8000-000000000000' });
      expect(foreign.status).toBe(404);
      expect(unknown.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body).toMatchObject({ success: false, resultCode: NOT_FOUND_CODE });
    });

    test.each([[{}], [{ id: '' }], [{ id: 7 }], [null]])('bad request %j is 400', async (body) => {
      const result = await detail(await session(app(), GCASH), body);
      expect(result.status).toBe(400);
      expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });
  },
  { seed: true },
);
