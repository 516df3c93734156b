import { act, renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type { ReactNode } from 'react';
import { declareWrite, rememberedReadKeyCount } from './invalidation';
import { partnerQueryOptions, usePartnerQueryOptions } from './partner-query';
import { forgetSessionMemory } from './session-end';
import { SessionContext } from './session-context';
import type { SessionValue } from './session-context';

const session = { generation: 0 } as SessionValue;
const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);

beforeEach(() => clearCache());

describe('declared writes', () => {
  it('reload the reads they name, and only those, once they succeed', async () => {
    const claims = jest.fn().mockResolvedValue('claims');
    const merchants = jest.fn().mockResolvedValue('merchants');
    renderHook(
      () => ({
        claims: useRequest(claims, usePartnerQueryOptions('/claims.json')),
        merchants: useRequest(merchants, usePartnerQueryOptions('/merchants.json')),
      }),
      { wrapper },
    );
    await waitFor(() => expect(claims).toHaveBeenCalledTimes(1));
    expect(merchants).toHaveBeenCalledTimes(1);

    const submit = declareWrite(['/claims.json'], async (amount: number) => amount * 2);
    await act(async () => expect(await submit(21)).toBe(42));

    await waitFor(() => expect(claims).toHaveBeenCalledTimes(2));
    expect(merchants).toHaveBeenCalledTimes(1);
  });

  it('leave every read alone when they fail', async () => {
    const claims = jest.fn().mockResolvedValue('claims');
    renderHook(() => useRequest(claims, usePartnerQueryOptions('/claims.json')), { wrapper });
    await waitFor(() => expect(claims).toHaveBeenCalledTimes(1));

    const refused = declareWrite(['/claims.json'], async () => {
      throw new Error('refused');
    });
    await act(async () => expect(refused()).rejects.toThrow('refused'));

    expect(claims).toHaveBeenCalledTimes(1);
  });

  it('drop the cached answer, so a screen opened later does not show the old one first', async () => {
    const claims = jest.fn().mockResolvedValue('claims');
    const first = renderHook(() => useRequest(claims, usePartnerQueryOptions('/claims.json')), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBe('claims'));
    first.unmount();

    const again = renderHook(() => useRequest(claims, usePartnerQueryOptions('/claims.json')), { wrapper });
    expect(again.result.current.data).toBe('claims');
    again.unmount();

    await declareWrite(['/claims.json'], async () => 'ok')();
    const afterWrite = renderHook(() => useRequest(claims, usePartnerQueryOptions('/claims.json')), {
      wrapper,
    });
    expect(afterWrite.result.current.data).toBeUndefined();
  });
});

describe('remembered read keys', () => {
  it('are forgotten when the session ends, so one user after another does not pile them up', () => {
    forgetSessionMemory();
    partnerQueryOptions('/claims.json', 'g0', { page: 1 });
    partnerQueryOptions('/claims.json', 'g0', { page: 2 });
    partnerQueryOptions('/merchants.json', 'g1');
    expect(rememberedReadKeyCount()).toBe(3);

    forgetSessionMemory();

    expect(rememberedReadKeyCount()).toBe(0);
  });
});
