import { renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { useRequest } from '@/shared/request/use-request';
import type { ReactNode } from 'react';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { partnerQueryOptions, usePartnerScope } from './partner-query';

// The session's generation, bumped by a partner switch.
let generation = 0;
const wrapper = ({ children }: { children: ReactNode }) => (
  <SignedInSessionProvider value={{ generation }}>{children}</SignedInSessionProvider>
);

beforeEach(() => clearCache());

describe('partnerQueryOptions', () => {
  it('uses the LIMIT-CACHE constants and a key per call and params', () => {
    const options = partnerQueryOptions('merchant/query', 'g1', { pageNum: 2 });
    expect(options).toMatchObject({ cacheTime: 300_000, refreshOnWindowFocus: true, focusTimespan: 5000 });
    expect(options.cacheKey).not.toBe(partnerQueryOptions('merchant/query', 'g1', { pageNum: 3 }).cacheKey);
    expect(options.cacheKey).not.toBe(partnerQueryOptions('merchant/query', 'g2', { pageNum: 2 }).cacheKey);
    expect(options.cacheKey).not.toBe(partnerQueryOptions('merchant/top', 'g1', { pageNum: 2 }).cacheKey);
  });

  it('refetches when the partner changes', async () => {
    const service = jest.fn().mockResolvedValue('figures');
    const { rerender } = renderHook(
      () => {
        const scope = usePartnerScope();
        return useRequest(service, partnerQueryOptions('growth/query', scope));
      },
      { wrapper },
    );
    await waitFor(() => expect(service).toHaveBeenCalledTimes(1));
    rerender();
    expect(service).toHaveBeenCalledTimes(1);
    generation = 1;
    rerender();
    await waitFor(() => expect(service).toHaveBeenCalledTimes(2));
  });
});
