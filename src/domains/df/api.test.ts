import { NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { fetchDfPartnerClaims, fetchDfPrograms } from './api';

// The programmes call (incentive/query.json) has its own 10 s time-out (LIMIT-TIMEOUT); the claims call keeps 30 s.
describe("the partner's development-fund calls", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
  });
  afterEach(() => jest.useRealTimers());

  it('gives up on the programmes after 10 s and on the claims after 30 s', async () => {
    const settled: string[] = [];
    const programs = fetchDfPrograms().catch((error: { code: string }) => error);
    const claims = fetchDfPartnerClaims({ pageNum: 1, pageSize: 10 }).catch(
      (error: { code: string }) => error,
    );
    void programs.then(() => settled.push('programs'));
    void claims.then(() => settled.push('claims'));

    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).toEqual([]);
    await jest.advanceTimersByTimeAsync(2);
    expect(settled).toEqual(['programs']);
    expect(await programs).toEqual(expect.objectContaining({ code: NETWORK_ERROR_CODE }));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(settled).toEqual(['programs', 'claims']);
  });
});
