import type { InsightsQueryResponse } from '@contract/insights/schemas';
import { INSIGHTS_API } from '@contract/insights/constants';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import type { OperationLogResponse } from '@contract/operation-log/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { CONFIG_STAFF_API } from '@contract/staff-content/constants';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { adminOn, api, DANA, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';

type Insights = Omit<InsightsQueryResponse, 'success' | 'resultCode' | 'resultMessage'>;

describeWithDatabases(
  'performance insights',
  (ctx) => {
    const app = () => ctx.app();
    // The test clock stands at 2026-03-02: March is month to date, February the last full month.
    const query = async (body: object, email = GCASH) =>
      api<Insights>(app(), INSIGHTS_API.query, body, await session(app(), email));
    const figures = async (body: object, email = GCASH) => {
      const result = await query(body, email);
      expect(result.status).toBe(200);
      return result.body;
    };

    test('a full month: KPIs with both comparisons, 12-month trend, breakdowns that add up, movers', async () => {
      const body = await figures({ year: 2026, month: '02' });
      expect(body.isMonthToDate).toBe(false);
      expect(body.elapsedFraction).toBe(1);
      expect(body.currency).toBe('USD');
      expect(body.fx).toMatchObject({ currency: 'PHP', month: '2026-02' });
      // The demo's figures were loaded when the seed ran (DATA-STAMP).
      expect(body.dataAsOf).toBe('2026-03-02T09:00:00.000Z');
      expect(body.trend.map((p) => p.month)).toEqual(
        Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 2 + i, 1)).toISOString().slice(0, 7)),
      );
      const kpis = body.kpis!;
      const feb = body.trend[11];
      expect(kpis.volume.value).toBe(feb.volume);
      expect(kpis.volume.previousMonth).toBe(body.trend[10].volume);
      expect(kpis.volume.momChange).toBeCloseTo(
        (feb.volume - body.trend[10].volume) / body.trend[10].volume,
        3,
      );
      expect(kpis.volume.sameMonthLastYear).toBeGreaterThan(0);
      expect(kpis.volume.yoyChange).toBeGreaterThan(0);
      expect(kpis.averageTicket.value).toBeCloseTo(feb.volume / feb.txnCount, 2);
      const countrySum = body.byCountry.reduce((s, c) => s + c.volume, 0);
      const categorySum = body.byCategory.reduce((s, c) => s + c.volume, 0);
      expect(countrySum).toBeCloseTo(kpis.volume.value, 0);
      expect(categorySum).toBeCloseTo(kpis.volume.value, 0);
      expect(body.byCountry.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 2);
      expect(body.availableCountries.length).toBeGreaterThan(3);
      expect(body.risers.length).toBeGreaterThan(0);
      expect(body.fallers.length).toBeGreaterThan(0);
      for (const m of body.risers) expect(m.change).toBeGreaterThan(0);
      for (const m of body.fallers) expect(m.change).toBeLessThan(0);
      expect(body.daily).toEqual([]);
    });

    test('the current month is month to date up to the data stamp: daily points so far, comparisons against the same share', async () => {
      const body = await figures({ year: 2026, month: '03' });
      expect(body.isMonthToDate).toBe(true);
      // Loaded at 09:00 on the 2nd: one day and 9 hours of 31 days.
      const share = (1 + 9 / 24) / 31;
      expect(body.elapsedFraction).toBeCloseTo(share, 4);
      expect(body.trend.at(-1)).toMatchObject({ month: '2026-03', isMonthToDate: true });
      expect(body.daily.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-02']);
      // The running day holds its 9 hours, not a full day, and nothing is newer than the stamp.
      const [first, second] = body.daily;
      expect(second.volume).toBeLessThan(first.volume * 0.6);
      expect(new Date(`${body.daily.at(-1)!.date}T00:00:00Z`).getTime()).toBeLessThan(
        new Date(body.dataAsOf!).getTime(),
      );
      expect(first.volume + second.volume).toBeCloseTo(body.kpis!.volume.value, 0);
      const feb = await figures({ year: 2026, month: '02' });
      expect(body.kpis!.volume.previousMonth).toBeCloseTo(feb.kpis!.volume.value * share, 0);
    });

    test('a month after the current one is refused; a month before the data is empty, not an error', async () => {
      for (const body of [
        { year: 2026, month: '04' },
        { year: 2027, month: '01' },
      ]) {
        const result = await query(body);
        expect(result.status).toBe(400);
        expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      }
      const old = await figures({ year: 2023, month: '12' });
      expect(old.kpis).toBeNull();
      expect(old.byCountry).toEqual([]);
      expect(old.firstMonth).toBe('2024-03');
      const first = await figures({ year: 2024, month: '03' });
      expect(first.kpis!.volume.previousMonth).toBeNull();
      expect(first.kpis!.volume.momChange).toBeNull();
    });

    test('the country filter applies to every figure', async () => {
      const all = await figures({ year: 2026, month: '02' });
      const [a, b] = all.byCountry.map((c) => c.key);
      const some = await figures({ year: 2026, month: '02', countries: [a, b] });
      expect(some.byCountry.map((c) => c.key).sort()).toEqual([a, b].sort());
      const expected = all.byCountry
        .filter((c) => c.key === a || c.key === b)
        .reduce((s, c) => s + c.volume, 0);
      expect(some.kpis!.volume.value).toBeCloseTo(expected, 0);
      expect(some.trend[11].volume).toBe(some.kpis!.volume.value);
      expect(some.availableCountries).toEqual(all.availableCountries);
      for (const m of [...some.risers, ...some.fallers]) expect([a, b]).toContain(m.country);
      const none = await figures({ year: 2026, month: '02', countries: ['ZZ'] });
      expect(none.kpis).toBeNull();
      expect(none.trend).toEqual([]);
    });

    test('local currency converts money at the stated rate and leaves counts alone', async () => {
      const usd = await figures({ year: 2026, month: '02' });
      const local = await figures({ year: 2026, month: '02', currency: 'LOCAL' });
      expect(local.currency).toBe('PHP');
      const rate = local.fx!.ratePerUsd;
      expect(rate).toBeGreaterThan(40);
      expect(local.kpis!.volume.value).toBeCloseTo(usd.kpis!.volume.value * rate, -1);
      expect(local.kpis!.txnCount.value).toBe(usd.kpis!.txnCount.value);
    });

    test('figures belong to the current partner', async () => {
      const gcash = await figures({ year: 2026, month: '02' });
      const dana = await figures({ year: 2026, month: '02' }, DANA);
      expect(dana.kpis!.volume.value).not.toBe(gcash.kpis!.volume.value);
      expect(dana.fx!.currency).toBe('IDR');
      const admin = await api<Insights>(
        app(),
        INSIGHTS_API.query,
        { year: 2026, month: '02' },
        await adminOn(app(), 'gcash'),
      );
      expect(admin.body.kpis).toEqual(gcash.kpis);
    });

    test('bad input is 400; no session is 401 before validation; staff without a partner is 403', async () => {
      for (const body of [
        {},
        { year: 2026, month: '2' },
        { year: 2026, month: '13' },
        { year: 2026, month: '02', countries: ['ph'] },
        { year: 2026, month: '02', currency: 'EUR' },
        { year: 2026, month: '02', extra: 1 },
      ]) {
        const result = await query(body);
        expect(result.status).toBe(400);
        expect(result.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      }
      const anonymous = await call(app(), 'POST', INSIGHTS_API.query, { body: { nonsense: true } });
      expect(anonymous.status).toBe(401);
      const staff = await query({ year: 2026, month: '02' }, STAFF);
      expect(staff.status).toBe(403);
      expect(staff.body.resultCode).toBe(ResultCode.NO_AUTHORITY);
    });

    test('export: CSV with BOM for the filtered window, in the chosen currency; none is 510872007', async () => {
      const token = await session(app(), GCASH);
      const usd = await figures({ year: 2026, month: '02', countries: ['JP'] });
      const result = await call(app(), 'POST', INSIGHTS_API.export, {
        token,
        body: { year: 2026, month: '02', countries: ['JP'], currency: 'LOCAL' },
      });
      expect(result.status).toBe(200);
      expect(result.raw.headers['content-type']).toContain('text/csv');
      expect(result.raw.headers['content-disposition']).toContain('performance-insights-2026-02.csv');
      const text = result.raw.body;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(
        'month,merchant_country,merchant_category,payment_volume,transactions,paying_users,currency',
      );
      const rows = lines.slice(1).map((line) => line.split(','));
      expect(rows.every((cells) => cells[1] === 'JP' && cells[6] === 'PHP')).toBe(true);
      expect(new Set(rows.map((cells) => cells[0])).size).toBe(12);
      const febTxn = rows.filter((c) => c[0] === '2026-02').reduce((s, c) => s + Number(c[4]), 0);
      expect(febTxn).toBe(usd.kpis!.txnCount.value);

      const none = await call(app(), 'POST', INSIGHTS_API.export, {
        token,
        body: { year: 2026, month: '02', countries: ['ZZ'] },
      });
      expect(none.status).toBe(400);
      expect((none.body as { resultCode: string }).resultCode).toBe(ResultCode.EXPORT_NO_RECORDS);
      const future = await call(app(), 'POST', INSIGHTS_API.export, {
        token,
        body: { year: 2026, month: '05' },
      });
      expect(future.status).toBe(400);

      // Both exports are in the partner's operation log, the refused one as such.
      const log = await api<OperationLogResponse>(
        app(),
        OPERATION_LOG_API.query,
        { pageNum: 1, pageSize: 50 },
        token,
      );
      // The seeded history has exports of its own, all before the test clock's start.
      const exports = log.body.operationLogList.filter(
        (entry) => entry.action === 'INSIGHTS_EXPORT' && entry.time >= '2026-03-02T09:00:00.000Z',
      );
      expect(exports.map((entry) => [entry.outcome, entry.target])).toEqual([
        ['FAILURE', '2026-02, 0 rows'],
        ['SUCCESS', `2026-02, ${rows.length} rows`],
      ]);
    });

    test('more rows than INSIGHTS_EXPORT_LIMIT is 510872006; within it succeeds', async () => {
      // Same app (seeding another costs a minute): lower the limit for this test only.
      const config = app().config;
      const limit = config.insightsExportLimit;
      config.insightsExportLimit = 20;
      try {
        const token = await session(app(), GCASH);
        const over = await call(app(), 'POST', INSIGHTS_API.export, {
          token,
          body: { year: 2026, month: '02' },
        });
        expect(over.status).toBe(400);
        expect((over.body as { resultCode: string }).resultCode).toBe(ResultCode.EXPORT_LIMIT_EXCEEDED);
        const fewer = await call(app(), 'POST', INSIGHTS_API.export, {
          token,
          body: { year: 2024, month: '03', countries: ['JP'] },
        });
        expect(fewer.status).toBe(200);
      } finally {
        config.insightsExportLimit = limit;
      }
    });

    test("the staff's saved export limit (per partner) is what an export is held to", async () => {
      const save = async (value: string | null) =>
        api(
          app(),
          CONFIG_STAFF_API.settingsSave,
          { partnerId: 'gcash', values: { [SETTING_KEYS.EXPORT_MAX_ROWS]: value } },
          await session(app(), STAFF),
        );
      const token = await session(app(), GCASH);
      const february = () =>
        call(app(), 'POST', INSIGHTS_API.export, { token, body: { year: 2026, month: '02' } });
      expect((await february()).status).toBe(200);
      await save('20');
      try {
        const over = await february();
        expect(over.status).toBe(400);
        expect((over.body as { resultCode: string }).resultCode).toBe(ResultCode.EXPORT_LIMIT_EXCEEDED);
        // Another partner keeps the environment's limit.
        const other = await call(app(), 'POST', INSIGHTS_API.export, {
          token: await session(app(), TRUEMONEY),
          body: { year: 2026, month: '02' },
        });
        expect(other.status).toBe(200);
      } finally {
        await save(null);
      }
      expect((await february()).status).toBe(200);
    });
  },
  { seed: true },
);
