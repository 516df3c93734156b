import type { Merchant, TopMerchant } from '@contract/merchant/schemas';
import { MERCHANT_API } from '@contract/merchant/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { adminOn, api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

interface MerchantPage {
  total: number;
  pageNum: number;
  pageSize: number;
  lastMonth: string;
  merchantList: Merchant[];
}

describeWithDatabases(
  'merchants',
  (ctx) => {
    const app = () => ctx.app();
    const names = (token: string, body: Record<string, unknown>) =>
      api<{ merchantNameList: string[] }>(app(), MERCHANT_API.nameQuery, body, token);
    const top = (token: string, body: Record<string, unknown>) =>
      api<{ topMerchantList: TopMerchant[]; year: number; month: string }>(
        app(),
        MERCHANT_API.top,
        body,
        token,
      );
    const page = (token: string, body: Record<string, unknown>) =>
      api<MerchantPage>(app(), MERCHANT_API.query, body, token);
    /** Year and two-digit month of the month before the test clock's month. */
    const lastMonth = () => {
      const now = ctx.clock.now();
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      return { year: d.getUTCFullYear(), month: String(d.getUTCMonth() + 1).padStart(2, '0') };
    };
    let gcash = '';

    beforeAll(async () => {
      gcash = await session(app(), GCASH);
    });

    test('each partner has at least 200 merchants across several countries and categories', async () => {
      const all = (await page(gcash, { pageNum: 1, pageSize: 100 })).body;
      expect(all.total).toBeGreaterThanOrEqual(200);
      const rest = [2, 3].map((n) => page(gcash, { pageNum: n, pageSize: 100 }));
      const list = [...all.merchantList, ...(await Promise.all(rest)).flatMap((r) => r.body.merchantList)];
      expect(list.length).toBe(all.total);
      expect(new Set(list.map((m) => m.country)).size).toBeGreaterThanOrEqual(8);
      expect(new Set(list.map((m) => m.category)).size).toBe(7);
      const sorted = list.map((m) => m.name.toLowerCase());
      expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const { year, month } = lastMonth();
      expect(all.lastMonth).toBe(`${year}-${month}`);
      expect(list.filter((m) => m.lastMonthVolumeUsd > 0).length).toBeGreaterThan(150);
    });

    test('paging: default size 10, a page past the end is empty with the total, size bounds are enforced', async () => {
      const first = (await page(gcash, { pageNum: 1 })).body;
      expect(first).toMatchObject({ pageNum: 1, pageSize: 10 });
      expect(first.merchantList.length).toBe(10);
      const past = (await page(gcash, { pageNum: 1000 })).body;
      expect(past).toMatchObject({ success: true, total: first.total, merchantList: [] });
      for (const bad of [{ pageNum: 1, pageSize: 101 }, { pageNum: 1, pageSize: 0 }, { pageNum: -1 }]) {
        const result = await page(gcash, bad);
        expect(result.status).toBe(400);
        expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      }
    });

    test('filters by country, category and name (contains, any case) combine', async () => {
      const jp = (await page(gcash, { pageNum: 1, pageSize: 100, country: 'JP' })).body;
      expect(jp.total).toBeGreaterThan(0);
      expect(jp.merchantList.every((m) => m.country === 'JP')).toBe(true);
      const jpDining = (await page(gcash, { pageNum: 1, pageSize: 100, country: 'JP', category: 'Dining' }))
        .body;
      expect(jpDining.total).toBe(jp.merchantList.filter((m) => m.category === 'Dining').length);
      const word = jp.merchantList[0].name.split(' ')[0];
      const byName = (await page(gcash, { pageNum: 1, pageSize: 100, name: word.toUpperCase() })).body;
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.merchantList.every((m) => m.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      const none = (await page(gcash, { pageNum: 1, name: '%' })).body;
      expect(none).toMatchObject({ success: true, total: 0, merchantList: [] });
    });

    test.each([
      { pageNum: 1, country: 'jp' },
      { pageNum: 1, country: 'JPN' },
      { pageNum: 1, category: 'Food' },
    ])('bad filter %j is 400', async (body) => {
      const result = await page(gcash, body);
      expect(result.status).toBe(400);
    });

    test('name autocomplete matches any case, puts prefix matches first and returns at most 10', async () => {
      const list = (await page(gcash, { pageNum: 1, pageSize: 100 })).body.merchantList;
      const keyword = list[0].name.slice(0, 3).toLowerCase();
      const result = (await names(gcash, { keyword })).body.merchantNameList;
      expect(result.length).toBeGreaterThan(0);
      expect(result.length).toBeLessThanOrEqual(10);
      expect(result.every((n) => n.toLowerCase().includes(keyword))).toBe(true);
      const prefixFlags = result.map((n) => n.toLowerCase().startsWith(keyword));
      expect(prefixFlags).toEqual([...prefixFlags].sort((a, b) => Number(b) - Number(a)));
      expect((await names(gcash, { keyword: 'a', limit: 3 })).body.merchantNameList.length).toBe(3);
      expect((await names(gcash, { keyword: '   ' })).body.merchantNameList).toEqual([]);
    });

    test.each([{ keyword: '' }, { keyword: 'a', limit: 11 }, { keyword: 'a', limit: 0 }, {}])(
      'bad autocomplete request %j is 400',
      async (body) => {
        const result = await names(gcash, body);
        expect(result.status).toBe(400);
        expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      },
    );

    test("names are the partner's own", async () => {
      const danaNames = new Set(
        (await app().db.query<{ name: string }>(`SELECT name FROM merchants WHERE partner_id = 'dana'`)).map(
          (r) => r.name,
        ),
      );
      const gcashOnly = (
        await app().db.query<{ name: string }>(`SELECT name FROM merchants WHERE partner_id = 'gcash'`)
      )
        .map((r) => r.name)
        .find((n) => !danaNames.has(n))!;
      const dana = await session(app(), DANA);
      expect((await names(dana, { keyword: gcashOnly })).body.merchantNameList).toEqual([]);
      expect((await names(gcash, { keyword: gcashOnly })).body.merchantNameList).toContain(gcashOnly);
    });

    test('top merchants are ranked by volume for the month; an empty month is an empty list', async () => {
      const { year, month } = lastMonth();
      const result = await top(gcash, { year, month });
      expect(result.body).toMatchObject({ success: true, year, month });
      const list = result.body.topMerchantList;
      expect(list.map((m) => m.rank)).toEqual(list.map((_, i) => i + 1));
      expect(list.length).toBe(10);
      const volumes = list.map((m) => m.volumeUsd);
      expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
      expect((await top(gcash, { year, month, limit: 3 })).body.topMerchantList).toEqual(list.slice(0, 3));
      expect((await top(gcash, { year: 2001, month: '01' })).body).toMatchObject({
        success: true,
        topMerchantList: [],
      });
    });

    test('switching partner as admin changes the top merchants', async () => {
      const { year, month } = lastMonth();
      const onGcash = (await top(await adminOn(app(), 'gcash'), { year, month })).body.topMerchantList;
      const onTrueMoney = (await top(await adminOn(app(), 'truemoney'), { year, month })).body
        .topMerchantList;
      expect(onGcash.length).toBeGreaterThan(0);
      expect(onTrueMoney.length).toBeGreaterThan(0);
      expect(onTrueMoney.map((m) => m.merchantId)).not.toEqual(onGcash.map((m) => m.merchantId));
      expect(onGcash).toEqual((await top(gcash, { year, month })).body.topMerchantList);
    });

    test.each([
      { year: 2026, month: '13' },
      { year: 2026, month: '3' },
      { year: '2026', month: '03' },
      { year: 2026, month: '03', limit: 51 },
      { month: '03' },
    ])('bad top request %j is 400', async (body) => {
      const result = await top(gcash, body);
      expect(result.status).toBe(400);
    });

    test('a staff session without a partner gets No Authority', async () => {
      const result = await page(await session(app(), STAFF), { pageNum: 1 });
      expect(result.status).toBe(403);
      expect(result.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
    });
  },
  { seed: true },
);
