import { INSIGHTS_API } from '@contract/insights/constants';
import { OPERATION_LOG_API } from '@contract/operation-log/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { GCASH, TRUEMONEY, session } from '@server/test-support/overview-test-kit';
import { EXPORT_SLOT_STALE_MS, exportSlots } from './export-slots';

const MAX = 2;
const INSIGHTS_BODY = { year: 2026, month: '02', currency: 'LOCAL' };

describeWithDatabases(
  'CSV exports in flight per user',
  (ctx) => {
    const app = () => ctx.app();
    const slots = () => exportSlots(app().db, ctx.clock, MAX);
    const userIdOf = async (email: string) =>
      (await app().db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [email]))[0].id;
    const exportInsights = (token: string) =>
      call(app(), 'POST', INSIGHTS_API.export, { token, body: INSIGHTS_BODY });

    test('10 slots asked for at once by one user: exactly the limit are given', async () => {
      const userId = await userIdOf(GCASH);
      const taken = await Promise.all(Array.from({ length: 10 }, () => slots().take(userId)));
      const given = taken.filter((id): id is string => id !== null);
      expect(given).toHaveLength(MAX);
      await Promise.all(given.map((id) => slots().give(id)));
    });

    test('with two exports in flight a third answers 429 with Retry-After; another user is not held up', async () => {
      const token = await session(app(), GCASH);
      const userId = await userIdOf(GCASH);
      const inFlight = [await slots().take(userId), await slots().take(userId)];

      for (const url of [INSIGHTS_API.export, OPERATION_LOG_API.export]) {
        const third = await call(app(), 'POST', url, {
          token,
          body: url === INSIGHTS_API.export ? INSIGHTS_BODY : {},
        });
        expect(third.status).toBe(429);
        expect(third.body).toMatchObject({ success: false, resultCode: ResultCode.TRY_AGAIN });
        expect(third.body.resultMessage).toMatch(/2 exports being prepared/);
        expect(Number(third.raw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(third.raw.headers['retry-after'])).toBeLessThanOrEqual(10);
      }
      expect((await exportInsights(await session(app(), TRUEMONEY))).status).toBe(200);

      await slots().give(inFlight[0]!);
      expect((await exportInsights(token)).status).toBe(200);
      await slots().give(inFlight[1]!);
    });

    test('finished exports, failed ones included, give their slot back', async () => {
      const token = await session(app(), GCASH);
      for (let i = 0; i < 5; i += 1) expect((await exportInsights(token)).status).toBe(200);
      // No records (510872007) is a failure after the slot was taken: it is given back too.
      for (let i = 0; i < 3; i += 1) {
        const none = await call(app(), 'POST', INSIGHTS_API.export, {
          token,
          body: { ...INSIGHTS_BODY, year: 2020 },
        });
        expect(none.status).toBe(400);
      }
      expect((await exportInsights(token)).status).toBe(200);
    });

    test('a slot left by a process that died stops counting after a few minutes', async () => {
      const token = await session(app(), GCASH);
      const userId = await userIdOf(GCASH);
      const left = [await slots().take(userId), await slots().take(userId)];
      expect(left.every(Boolean)).toBe(true);
      expect((await exportInsights(token)).status).toBe(429);
      ctx.clock.advance(EXPORT_SLOT_STALE_MS + 1000);
      expect((await exportInsights(await session(app(), GCASH))).status).toBe(200);
    });
  },
  { seed: true, config: { exportConcurrentMax: MAX } },
);
