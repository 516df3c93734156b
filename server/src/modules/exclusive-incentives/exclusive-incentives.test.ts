import type { PortalBiDataResponse } from '@contract/exclusive-incentives/schemas';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { describeWithDatabases } from '@server/test-support/databases';
import { call } from '@server/test-support/http';
import { adminOn, api, DANA, GCASH, session, STAFF, TRUEMONEY } from '@server/test-support/overview-test-kit';
import { programProgress } from './progress';
import type { ProgramRow } from './progress';

const overview = (app: Parameters<typeof api>[0], token: string, body: unknown = {}) =>
  api<PortalBiDataResponse>(app, EXCLUSIVE_INCENTIVES_API.overview, body, token);

describeWithDatabases(
  'exclusive incentives overview',
  (ctx) => {
    const app = () => ctx.app();

    test('GCash gets its MDF and TDF programmes with tiers, progress and a reward estimate', async () => {
      const { status, body } = await overview(app(), await session(app(), GCASH));
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const list = body.spPortalBiDataDTOList;
      expect(list.map((p) => p.kind).sort()).toEqual([
        'EXCLUSIVE_INCENTIVES_MDF',
        'EXCLUSIVE_INCENTIVES_MDF',
        'EXCLUSIVE_INCENTIVES_TDF',
      ]);
      // Clock: 2026-03-02. The current quarter and year are running, last quarter has ended.
      const quarter = list.find((p) => p.periodStart === '2026-01-01' && p.kind.endsWith('MDF'))!;
      expect(quarter).toMatchObject({ status: 'ACTIVE', periodEnd: '2026-03-31', daysLeft: 30 });
      expect(quarter.achieved).toBeGreaterThan(0);
      expect(quarter.tiers).toHaveLength(3);
      expect(quarter.target).toBe(quarter.tiers[2].threshold);
      expect(quarter.progress).toBeCloseTo(quarter.achieved / quarter.target, 3);
      expect(quarter.projected).toBeGreaterThan(quarter.achieved);
      expect(quarter.remainingToNextTier).toBeCloseTo(quarter.nextTier!.threshold - quarter.achieved, 1);
      const ended = list.find((p) => p.status === 'ENDED')!;
      expect(ended).toMatchObject({ periodStart: '2025-10-01', daysLeft: 0 });
      expect(ended.projected).toBe(ended.achieved);
      expect(ended.estimatedReward).toBe(ended.tierReached?.reward ?? 0);
      expect(list.find((p) => p.kind.endsWith('TDF'))!.metric).toBe('TXN_COUNT');
    });

    test('programmes belong to the current partner; Dana has none (an empty list, not an error)', async () => {
      const gcash = (await overview(app(), await session(app(), GCASH))).body.spPortalBiDataDTOList;
      const trueMoney = (await overview(app(), await session(app(), TRUEMONEY))).body.spPortalBiDataDTOList;
      expect(trueMoney[0].rewardCurrency).toBe('THB');
      const ids = new Set(gcash.map((p) => p.programId));
      expect(trueMoney.some((p) => ids.has(p.programId))).toBe(false);
      const dana = await overview(app(), await session(app(), DANA));
      expect(dana.status).toBe(200);
      expect(dana.body).toMatchObject({ success: true, spPortalBiDataDTOList: [] });
      const admin = (await overview(app(), await adminOn(app(), 'gcash'))).body.spPortalBiDataDTOList;
      expect(admin).toEqual(gcash);
    });

    test('empty body only; no session is 401; staff without a partner is 403', async () => {
      const token = await session(app(), GCASH);
      const extra = await overview(app(), token, { partnerId: 'dana' });
      expect(extra.status).toBe(400);
      expect(extra.body.resultCode).toBe(ResultCode.ILLEGAL_PARAMETERS);
      expect((await call(app(), 'POST', EXCLUSIVE_INCENTIVES_API.overview, { body: {} })).status).toBe(401);
      const staff = await overview(app(), await session(app(), STAFF));
      expect(staff.status).toBe(403);
    });
  },
  { seed: true },
);

describe('programme progress', () => {
  const row = (achieved: number): ProgramRow => ({
    id: 'p1',
    kind: 'EXCLUSIVE_INCENTIVES_MDF',
    name: 'Accelerator',
    metric: 'VOLUME_USD',
    reward_currency: 'USD',
    period_start: '2026-01-01',
    period_end: '2026-01-10',
    tiers: JSON.stringify([
      { name: 'Gold', threshold: 200, reward: 20 },
      { name: 'Silver', threshold: 100, reward: 10 },
    ]),
    terms: 'Terms',
    achieved: String(achieved),
  });

  test('half-way through the period at half the top tier: Silver reached, Gold projected', () => {
    const p = programProgress(row(100), '2026-01-05');
    expect(p).toMatchObject({
      status: 'ACTIVE',
      daysLeft: 6,
      target: 200,
      progress: 0.5,
      tierReached: { name: 'Silver' },
      nextTier: { name: 'Gold' },
      remainingToNextTier: 100,
      projected: 200,
      estimatedReward: 20,
    });
  });

  test('before the period nothing counts; after it the reached tier is final; above the top nothing remains', () => {
    expect(programProgress(row(50), '2025-12-31')).toMatchObject({
      status: 'UPCOMING',
      achieved: 0,
      tierReached: null,
      estimatedReward: 0,
      daysLeft: 10,
    });
    expect(programProgress(row(150), '2026-01-11')).toMatchObject({
      status: 'ENDED',
      daysLeft: 0,
      projected: 150,
      estimatedReward: 10,
    });
    expect(programProgress(row(250), '2026-01-10')).toMatchObject({
      progress: 1,
      nextTier: null,
      remainingToNextTier: 0,
      tierReached: { name: 'Gold' },
    });
  });
});
