import { act, renderHook, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import * as api from './api';
import { useMerchantNameSuggestions, useMerchantPage, useTopMerchants } from './hooks';

jest.mock('./api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const mocked = jest.mocked(api);
const envelope = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' };

beforeEach(() => {
  clearCache();
  jest.resetAllMocks();
  mocked.fetchMerchants.mockImplementation(async (request) => ({
    ...envelope,
    total: 0,
    pageNum: request.pageNum,
    pageSize: 10,
    lastMonth: '2026-10',
    merchantList: [],
  }));
});

describe('merchant hooks', () => {
  it('asks for one page of 10 with only the filters that are set', async () => {
    renderHook(() => useMerchantPage({ name: '  sushi ', country: '' }, 3));
    await waitFor(() =>
      expect(mocked.fetchMerchants).toHaveBeenCalledWith({ name: 'sushi', pageNum: 3, pageSize: 10 }),
    );
  });

  it('fetches again when the page or filter changes', async () => {
    const { rerender } = renderHook(({ page, country }) => useMerchantPage({ country }, page), {
      initialProps: { page: 1, country: 'JP' },
    });
    await waitFor(() => expect(mocked.fetchMerchants).toHaveBeenCalledTimes(1));
    rerender({ page: 2, country: 'JP' });
    await waitFor(() =>
      expect(mocked.fetchMerchants).toHaveBeenLastCalledWith({ country: 'JP', pageNum: 2, pageSize: 10 }),
    );
    rerender({ page: 1, country: 'SG' });
    await waitFor(() =>
      expect(mocked.fetchMerchants).toHaveBeenLastCalledWith({ country: 'SG', pageNum: 1, pageSize: 10 }),
    );
  });

  it('asks for the selected year and two-digit month', async () => {
    mocked.fetchTopMerchants.mockResolvedValue({ ...envelope, year: 2026, month: '03', topMerchantList: [] });
    renderHook(() => useTopMerchants({ year: 2026, month: '03' }));
    await waitFor(() =>
      expect(mocked.fetchTopMerchants).toHaveBeenCalledWith({ year: 2026, month: '03', limit: 10 }),
    );
  });

  it('debounces name suggestions and skips an empty keyword', async () => {
    jest.useFakeTimers();
    try {
      mocked.fetchMerchantNames.mockResolvedValue({ ...envelope, merchantNameList: ['Sushi Zanmai'] });
      const { result, rerender } = renderHook(({ keyword }) => useMerchantNameSuggestions(keyword), {
        initialProps: { keyword: '' },
      });
      expect(mocked.fetchMerchantNames).not.toHaveBeenCalled();
      rerender({ keyword: 's' });
      rerender({ keyword: 'su' });
      rerender({ keyword: 'sus' });
      await act(async () => {
        jest.advanceTimersByTime(350);
      });
      expect(mocked.fetchMerchantNames).toHaveBeenCalledTimes(1);
      expect(mocked.fetchMerchantNames).toHaveBeenCalledWith('sus');
      await act(async () => {
        await Promise.resolve();
      });
      expect(result.current.names).toEqual(['Sushi Zanmai']);
    } finally {
      jest.useRealTimers();
    }
  });
});
