import type { CarouselDetail, CarouselItem } from '@contract/carousel/schemas';
import { NOT_FOUND_CODE } from '@contract/shared/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

describeWithDatabases(
  'carousel',
  (ctx) => {
    const app = () => ctx.app();
    const list = async (token: string) =>
      (await api<{ carouselList: CarouselItem[] }>(app(), CAROUSEL_API.query, {}, token)).body.carouselList;
    const detail = (token: string, body: unknown) =>
      api<{ carousel: CarouselDetail }>(app(), CAROUSEL_API.detail, body, token);
    const today = () => ctx.clock.now().toISOString().slice(0, 10);

    test('lists only items whose period covers today, in display order, with image and video media', async () => {
      const items = await list(await session(app(), GCASH));
      expect(items.length).toBeGreaterThanOrEqual(3);
      for (const item of items) {
        expect(item.startDate <= today() && today() <= item.endDate).toBe(true);
        expect(item.mediaUrl).toMatch(/^\/api\/spportal\/file\/public\/[0-9a-f-]{36}\.(jpg|png|mp4)$/);
        expect(item.altText.length).toBeGreaterThan(0);
      }
      expect(items.map((i) => i.order)).toEqual([...items.map((i) => i.order)].sort((a, b) => a - b));
      const video = items.find((i) => i.mediaType === 'VIDEO');
      expect(video?.mediaUrl).toMatch(/\.mp4$/);
      expect(video?.coverUrl).toMatch(/\.jpg$/);
      const stored = await app().db.query<{ id: string }>(
        `SELECT id FROM carousel_items WHERE end_date < $1::date OR start_date > $1::date`,
        [today()],
      );
      expect(stored.length).toBeGreaterThan(0);
      expect(items.filter((i) => stored.some((s) => s.id === i.id))).toEqual([]);
    });

    test('media URLs serve the real files without a session', async () => {
      const items = await list(await session(app(), GCASH));
      const image = items.find((i) => i.mediaType === 'IMAGE')!;
      const video = items.find((i) => i.mediaType === 'VIDEO')!;
      const jpeg = await call(app(), 'GET', image.mediaUrl);
      expect(jpeg.status).toBe(200);
      expect(jpeg.raw.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.raw.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const mp4 = await call(app(), 'GET', video.mediaUrl);
      expect(mp4.status).toBe(200);
      expect(mp4.raw.headers['content-type']).toBe('video/mp4');
      expect(mp4.raw.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    });

    test('partner-targeted items reach only that partner; its detail is not found for another partner', async () => {
      const gcashToken = await session(app(), GCASH);
      const danaToken = await session(app(), DANA);
      const gcashItems = await list(gcashToken);
      const danaIds = (await list(danaToken)).map((i) => i.id);
      const own = gcashItems.filter((i) => !danaIds.includes(i.id));
      expect(own.length).toBeGreaterThan(0);
      const foreign = await detail(danaToken, { id: own[0].id });
      const unknown = await detail(danaToken, { id: 'no-such-item' });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(unknown.body);
      expect(foreign.body).toMatchObject({ success: false, resultCode: NOT_FOUND_CODE });
      expect((await detail(gcashToken, { id: own[0].id })).body.carousel.id).toBe(own[0].id);
    });

    test('a staff session without a partner sees network-wide items only', async () => {
      const staffIds = (await list(await session(app(), STAFF))).map((i) => i.id);
      const gcashIds = (await list(await session(app(), GCASH))).map((i) => i.id);
      expect(staffIds.length).toBeGreaterThan(0);
      expect(staffIds.every((id) => gcashIds.includes(id))).toBe(true);
      expect(staffIds.length).toBeLessThan(gcashIds.length);
    });

    test('detail carries the body text and the same fields as the list', async () => {
      const token = await session(app(), GCASH);
      const item = (await list(token)).find((i) => i.linkType === 'CAROUSEL_DETAIL')!;
      expect(item.linkTarget).toBe(item.id);
      const result = await detail(token, { id: item.id });
      expect(result.status).toBe(200);
      expect(result.body.carousel).toEqual({ ...item, content: expect.any(String) });
      expect(result.body.carousel.content.length).toBeGreaterThan(20);
    });

    test.each([[{}], [{ id: '' }], [{ id: 42 }], [{ id: 'x'.repeat(65) }], [{ id: 'x', extra: 1 }]])(
      'bad detail request %j is 400',
      async (body) => {
        const result = await detail(await session(app(), GCASH), body);
        expect(result.status).toBe(400);
        expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      },
    );

    test('the list takes an empty body or none, and rejects anything else', async () => {
      const token = await session(app(), GCASH);
      const none = await call(app(), 'POST', CAROUSEL_API.query, { token });
      expect(none.status).toBe(200);
      const extra = await api(app(), CAROUSEL_API.query, { partnerId: 'dana' }, token);
      expect(extra.status).toBe(400);
    });
  },
  { seed: true },
);
