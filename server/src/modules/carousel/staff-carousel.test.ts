import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { CAROUSEL_STAFF_API as API } from '@contract/staff-content/constants';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { describeWithDatabases } from '@server/test-support/databases';
import { post, signIn } from '@server/test-support/http';
import { sample, upload } from '@server/test-support/multipart';

const LOG = '/api/spportal/operationLog/query.json';
const DAY = 86_400_000;

describeWithDatabases('staff carousel: status, search, order and delete', (ctx) => {
  let staff: string;
  let gcash: string;

  beforeAll(async () => {
    staff = await signIn(ctx.app(), 'staff@partner-portal.demo');
    gcash = await signIn(ctx.app(), 'ops@gcash.demo');
  });

  const day = (offset: number) =>
    new Date(ctx.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  const image = async () =>
    (await upload(ctx.app(), staff, 'CAROUSEL_IMAGE', 'banner.png', sample.png())).body.file!.fileUrl;
  const save = async (title: string, extra: Record<string, unknown> = {}) => {
    const result = await post(
      ctx.app(),
      API.carouselSave,
      {
        title,
        description: 'Double cashback',
        content: 'Details',
        mediaType: 'IMAGE',
        mediaFileUrl: await image(),
        coverFileUrl: null,
        altText: `${title} banner`,
        linkType: 'CAROUSEL_DETAIL',
        linkTarget: null,
        startDate: day(-1),
        endDate: day(1),
        partnerIds: [],
        published: true,
        ...extra,
      },
      staff,
    );
    expect(result.status).toBe(200);
    return result.body.carousel as StaffCarouselItem;
  };
  const list = async (filter: Record<string, unknown> = {}) => {
    const result = await post(ctx.app(), API.carouselList, { pageNum: 1, pageSize: 100, ...filter }, staff);
    expect(result.status).toBe(200);
    return result.body as { total: number; carouselList: StaffCarouselItem[] };
  };
  const orders = async () => (await list()).carouselList.map((item) => item.order);
  const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  test('the seeded items have one place each, 1..n, and a new item goes last', async () => {
    const before = await orders();
    expect(before).toEqual(oneToN(before.length));
    const added = await save('Last one');
    expect(added.order).toBe(before.length + 1);
  });

  test('the status follows the dates and the published switch; the list filters by it', async () => {
    const draft = await save('Status draft', { published: false });
    const scheduled = await save('Status scheduled', { startDate: day(3), endDate: day(9) });
    const live = await save('Status live');
    const ended = await save('Status ended', { startDate: day(-9), endDate: day(-2) });
    expect([draft, scheduled, live, ended].map((item) => item.status)).toEqual([
      'DRAFT',
      'SCHEDULED',
      'LIVE',
      'ENDED',
    ]);
    for (const status of ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED'] as const) {
      const found = await list({ status, keyword: 'Status ' });
      expect(found.carouselList.map((item) => item.status)).toEqual([status]);
      expect(found.total).toBe(1);
    }
    // An ended item no longer reaches partners; the live one does.
    const partnerTitles = (
      (await post(ctx.app(), CAROUSEL_API.query, {}, gcash)).body.carouselList as { title: string }[]
    ).map((item) => item.title);
    expect(partnerTitles).toContain('Status live');
    expect(partnerTitles).not.toContain('Status ended');
  });

  test('search finds title, description or alternative text, case-insensitive, with % taken literally', async () => {
    await save('Findable 50% off', { description: 'Merchant week', altText: 'Sunset over a beach' });
    expect((await list({ keyword: 'findable' })).carouselList.map((i) => i.title)).toEqual([
      'Findable 50% off',
    ]);
    expect((await list({ keyword: 'SUNSET' })).total).toBe(1);
    expect((await list({ keyword: '50%' })).total).toBe(1);
    expect((await list({ keyword: '%' })).carouselList.every((i) => i.title.includes('%'))).toBe(true);
  });

  test("the partner filter keeps the items that partner sees: everyone's and its own", async () => {
    await save('Only TrueMoney', { partnerIds: ['truemoney'] });
    await save('Only GCash', { partnerIds: ['gcash'] });
    const forGcash = (await list({ partnerId: 'gcash', keyword: 'Only ' })).carouselList.map((i) => i.title);
    expect(forGcash).toEqual(['Only GCash']);
    const everyone = await save('For everyone filter');
    const all = (await list({ partnerId: 'gcash' })).carouselList.map((i) => i.id);
    expect(all).toContain(everyone.id);
  });

  test('place moves an item to a position and keeps every place unique; the move is logged', async () => {
    const a = await save('Place A');
    const b = await save('Place B');
    const c = await save('Place C');
    const placed = await post(ctx.app(), API.carouselPlace, { id: c.id, position: a.order }, staff);
    expect(placed.status).toBe(200);
    const items = (await list({ keyword: 'Place ' })).carouselList.map((i) => i.id);
    expect(items).toEqual([c.id, a.id, b.id]);
    const all = await orders();
    expect(all).toEqual(oneToN(all.length));
    // Past the end: last.
    await post(ctx.app(), API.carouselPlace, { id: c.id, position: 100_000 }, staff);
    const last = (await list()).carouselList.at(-1)!;
    expect(last.id).toBe(c.id);
    const log = await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_CAROUSEL_REORDER' }, gcash);
    expect(log.body.total as number).toBeGreaterThanOrEqual(2);
  });

  test('moves and places at the same time leave no place taken twice', async () => {
    const items = await Promise.all(['Race 1', 'Race 2', 'Race 3', 'Race 4'].map((t) => save(t)));
    await Promise.all([
      post(ctx.app(), API.carouselMove, { id: items[3].id, direction: 'UP' }, staff),
      post(ctx.app(), API.carouselPlace, { id: items[0].id, position: 1 }, staff),
      post(ctx.app(), API.carouselMove, { id: items[1].id, direction: 'DOWN' }, staff),
      save('Race 5'),
    ]);
    const all = await orders();
    expect(all).toEqual(oneToN(all.length));
  });

  test('delete: the item goes for partners too, the order closes up, the change is logged, its upload is left to the clean-up', async () => {
    const doomed = await save('Doomed banner');
    const after = await save('After doomed');
    const unknown = await post(ctx.app(), API.carouselDelete, { id: 'no-such-item' }, staff);
    expect(unknown.status).toBe(404);
    const removed = await post(ctx.app(), API.carouselDelete, { id: doomed.id }, staff);
    expect(removed.status).toBe(200);
    const left = await list();
    expect(left.carouselList.map((i) => i.id)).not.toContain(doomed.id);
    expect(left.carouselList.find((i) => i.id === after.id)!.order).toBe(doomed.order);
    expect(left.carouselList.map((i) => i.order)).toEqual(oneToN(left.total));
    const partnerIds = (
      (await post(ctx.app(), CAROUSEL_API.query, {}, gcash)).body.carouselList as { id: string }[]
    ).map((item) => item.id);
    expect(partnerIds).not.toContain(doomed.id);
    const log = await post(ctx.app(), LOG, { pageNum: 1, action: 'STAFF_CAROUSEL_DELETE' }, gcash);
    expect((log.body.operationLogList as { target: string }[])[0].target).toBe('Doomed banner');
    // Attached to nothing now, it is an upload the hourly clean-up removes (docs/uploads.md); the
    // clean-up's own tests cover the removal.
    const refs = async (fileUrl: string) =>
      (
        await ctx.app().db.query<{ slot: string | null; n: number }>(
          `SELECT f.slot, (SELECT count(*)::int FROM carousel_items c WHERE c.media_file_url = f.storage_name) AS n
           FROM files f WHERE f.storage_name = $1`,
          [fileUrl],
        )
      )[0];
    expect(await refs(doomed.mediaFileUrl)).toEqual({ slot: 'CAROUSEL_IMAGE', n: 0 });
    expect(await refs(after.mediaFileUrl)).toEqual({ slot: 'CAROUSEL_IMAGE', n: 1 });
  });
});
