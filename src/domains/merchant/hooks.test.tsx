/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import type { MerchantQueryRequest } from '@contract/merchant/schemas';
import { MERCHANT_API } from '@contract/merchant/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { useMerchantNameSuggestions, useMerchantPage, useTopMerchants } from './hooks';

// What the server was asked, per call, in order.
let asked: Record<'query' | 'top' | 'names', unknown[]>;

startMswServer(
  http.post(`*${MERCHANT_API.query}`, async ({ request }) => {
    const body = (await request.json()) as MerchantQueryRequest;
    asked.query.push(body);
    return HttpResponse.json(
      envelope({ total: 0, pageNum: body.pageNum, pageSize: 10, lastMonth: '2026-10', merchantList: [] }),
    );
  }),
  http.post(`*${MERCHANT_API.top}`, async ({ request }) => {
    asked.top.push(await request.json());
    return HttpResponse.json(envelope({ year: 2026, month: '03', topMerchantList: [] }));
  }),
  http.post(`*${MERCHANT_API.nameQuery}`, async ({ request }) => {
    asked.names.push(await request.json());
    return HttpResponse.json(envelope({ merchantNameList: ['Sushi Zanmai'] }));
  }),
);

const wrapper = SignedInSessionProvider;

beforeEach(() => {
  clearCache();
  asked = { query: [], top: [], names: [] };
});

describe('merchant hooks', () => {
  it('asks for one page of 10 with only the filters that are set', async () => {
    const { result } = renderHook(() => useMerchantPage({ name: '  sushi ', country: '' }, 3), { wrapper });
    await waitFor(() => expect(result.current.data?.pageNum).toBe(3));
    expect(asked.query).toEqual([{ name: 'sushi', pageNum: 3, pageSize: 10 }]);
  });

  it('fetches again when the page or filter changes', async () => {
    const { rerender } = renderHook(({ page, country }) => useMerchantPage({ country }, page), {
      initialProps: { page: 1, country: 'JP' },
      wrapper,
    });
    await waitFor(() => expect(asked.query).toHaveLength(1));
    rerender({ page: 2, country: 'JP' });
    await waitFor(() => expect(asked.query.at(-1)).toEqual({ country: 'JP', pageNum: 2, pageSize: 10 }));
    rerender({ page: 1, country: 'SG' });
    await waitFor(() => expect(asked.query.at(-1)).toEqual({ country: 'SG', pageNum: 1, pageSize: 10 }));
  });

  it('asks for the selected year and two-digit month', async () => {
    const { result } = renderHook(() => useTopMerchants({ year: 2026, month: '03' }), { wrapper });
    await waitFor(() => expect(result.current.data?.topMerchantList).toEqual([]));
    expect(asked.top).toEqual([{ year: 2026, month: '03', limit: 10 }]);
  });

  it('debounces name suggestions and skips an empty keyword', async () => {
    const { result, rerender } = renderHook(({ keyword }) => useMerchantNameSuggestions(keyword), {
      initialProps: { keyword: '' },
      wrapper,
    });
    // Nothing is asked for an empty keyword, even after the debounce time.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked.names).toEqual([]);
    rerender({ keyword: 's' });
    rerender({ keyword: 'su' });
    rerender({ keyword: 'sus' });
    await waitFor(() => expect(result.current.names).toEqual(['Sushi Zanmai']));
    expect(asked.names).toEqual([{ keyword: 'sus', limit: 8 }]);
  });
});
