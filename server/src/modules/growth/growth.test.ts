import type { GrowthPoint, GrowthQueryResponse } from '@contract/growth/schemas';
import { GROWTH_MONTHS } from '@contract/growth/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { adminOn, api, DANA, GCASH, session, STAFF } from '@server/test-support/overview-test-kit';

describeWithDatabases(
  'growth',
  (ctx) => {
    const app = () => ctx.app();
    const growth = async (token: string) =>
      (await api<{ growthList: GrowthPoint[]; currency: string }>(app(), GROWTH_API.query, {}, token)).body;
    const yearMonth = (offset: number) => {
      const now = ctx.clock.now();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
        .toISOString()
        .slice(0, 7);
    };

    test('24 months ascending up to the current month, which is marked month to date', async () => {
      const body = await growth(await session(app(), GCASH));
      expect(body.currency).toBe('USD');
      const months = body.growthList.map((p) => p.month);
      expect(months.length).toBe(GROWTH_MONTHS);
      expect(months).toEqual(
        Array.from({ length: GROWTH_MONTHS }, (_, i) => yearMonth(i - (GROWTH_MONTHS - 1))),
      );
      expect(body.growthList.map((p) => p.isPartial)).toEqual(months.map((_, i) => i === GROWTH_MONTHS - 1));
      for (const p of body.growthList) {
        expect(p.volumeUsd).toBeGreaterThan(0);
        expect(p.txnCount).toBeGreaterThan(0);
        expect(p.payingUsers).toBeGreaterThan(0);
        expect(p.payingUsers).toBeLessThanOrEqual(p.txnCount);
      }
    });

    test('the answer carries the data stamp and the home currency rate for the USD / local switch', async () => {
      const body = (await api<GrowthQueryResponse>(app(), GROWTH_API.query, {}, await session(app(), GCASH)))
        .body;
      // The seed ran at the test clock's time: that is the load the figures come from (DATA-STAMP).
      expect(body.dataAsOf).toBe(ctx.clock.now().toISOString());
      expect(body.fx).toMatchObject({ currency: 'PHP', month: yearMonth(0) });
      expect(body.fx!.ratePerUsd).toBeGreaterThan(40);
    });

    test('month-over-month change agrees with the neighbouring months, the first one included', async () => {
      const list = (await growth(await session(app(), GCASH))).growthList;
      expect(list[0].volumeUsdMoM).not.toBeNull();
      for (let i = 1; i < list.length; i += 1) {
        const expected = (list[i].volumeUsd - list[i - 1].volumeUsd) / list[i - 1].volumeUsd;
        expect(list[i].volumeUsdMoM).toBeCloseTo(expected, 3);
        expect(list[i].txnCountMoM).toBeCloseTo(
          (list[i].txnCount - list[i - 1].txnCount) / list[i - 1].txnCount,
          3,
        );
      }
    });

    test('the trend rises over two years (complete months)', async () => {
      const list = (await growth(await session(app(), GCASH))).growthList.filter((p) => !p.isPartial);
      const firstQuarter = list.slice(0, 3).reduce((s, p) => s + p.volumeUsd, 0);
      const lastQuarter = list.slice(-3).reduce((s, p) => s + p.volumeUsd, 0);
      expect(lastQuarter).toBeGreaterThan(firstQuarter);
    });

    test('figures belong to the current partner: partners and an admin switch see different numbers', async () => {
      const gcash = (await growth(await session(app(), GCASH))).growthList;
      const dana = (await growth(await session(app(), DANA))).growthList;
      expect(dana.length).toBe(GROWTH_MONTHS);
      expect(dana[0].volumeUsd).not.toBe(gcash[0].volumeUsd);
      const adminGcash = (await growth(await adminOn(app(), 'gcash'))).growthList;
      const adminTrueMoney = (await growth(await adminOn(app(), 'truemoney'))).growthList;
      expect(adminGcash).toEqual(gcash);
      expect(adminTrueMoney[0].volumeUsd).not.toBe(gcash[0].volumeUsd);
    });

    test('takes an empty body, null or none; anything else is 400', async () => {
      const token = await session(app(), GCASH);
      expect((await call(app(), 'POST', GROWTH_API.query, { token })).status).toBe(200);
      expect((await api(app(), GROWTH_API.query, null, token)).status).toBe(200);
      const extra = await api(app(), GROWTH_API.query, { months: 36 }, token);
      expect(extra.status).toBe(400);
      expect(extra.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
    });

    test('a staff session without a partner gets No Authority', async () => {
      const result = await api(app(), GROWTH_API.query, {}, await session(app(), STAFF));
      expect(result.status).toBe(403);
      expect(result.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
    });
  },
  { seed: true },
);
