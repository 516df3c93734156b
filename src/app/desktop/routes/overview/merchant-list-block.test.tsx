import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Merchant } from '@contract/merchant/schemas';
import * as api from '@/domains/merchant/api';
import MerchantListBlock from './merchant-list-block';
import { blockRoot, ok, pending, renderAt, systemError } from '@/test/overview-test-utils';

jest.mock('@/domains/merchant/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const fetchMerchants = jest.mocked(api.fetchMerchants);
const fetchNames = jest.mocked(api.fetchMerchantNames);

const merchant = (n: number, overrides: Partial<Merchant> = {}): Merchant => ({
  merchantId: `m${n}`,
  name: `Merchant ${n}`,
  country: 'SG',
  city: 'Singapore',
  category: 'Dining',
  status: 'ACTIVE',
  onboardedAt: '2024-01-01',
  lastMonthVolumeUsd: 1234.5,
  lastMonthTxnCount: 42,
  ...overrides,
});

const page = (pageNum: number, total: number, list: Merchant[]) => ({
  ...ok,
  pageNum,
  pageSize: 10,
  total,
  lastMonth: '2026-10',
  merchantList: list,
});

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

beforeEach(() => {
  jest.resetAllMocks();
  fetchNames.mockResolvedValue({ ...ok, merchantNameList: [] });
});

describe('MerchantListBlock', () => {
  it('shows a skeleton while loading, then the empty state with the filters still there', async () => {
    const call = pending(page(1, 0, []));
    fetchMerchants.mockReturnValue(call.promise);
    renderAt(<MerchantListBlock />);
    expect(blockRoot('merchants')).toHaveAttribute('data-state', 'loading');
    call.settle();
    expect(await screen.findByText('No merchants match.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search merchants by name' })).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    fetchMerchants.mockRejectedValueOnce(systemError()).mockResolvedValueOnce(page(1, 1, [merchant(1)]));
    renderAt(<MerchantListBlock />);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Merchant 1')).toBeInTheDocument();
  });

  it('lists merchants with last month in USD and pages on the server', async () => {
    fetchMerchants.mockImplementation(async ({ pageNum }) =>
      page(
        pageNum,
        25,
        Array.from({ length: pageNum < 3 ? 10 : 5 }, (_, i) => merchant((pageNum - 1) * 10 + i + 1)),
      ),
    );
    renderAt(<MerchantListBlock />);
    const row = (await screen.findByText('Merchant 1')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Singapore · Singapore');
    expect(row).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('columnheader', { name: 'Volume Oct 2026 (USD)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Merchant 25')).toBeInTheDocument();
    expect(fetchMerchants).toHaveBeenLastCalledWith({ pageNum: 3, pageSize: 10 });
  });

  it('suggests names while typing and searches the chosen one from page 1', async () => {
    fetchMerchants.mockResolvedValue(page(1, 30, [merchant(1)]));
    fetchNames.mockResolvedValue({ ...ok, merchantNameList: ['Sushi Zanmai', 'Sushiro'] });
    renderAt(<MerchantListBlock />);
    await screen.findByText('Merchant 1');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search merchants by name' }), 'sus');
    await userEvent.click(await screen.findByText('Sushiro', {}, { timeout: 2000 }));
    await waitFor(() =>
      expect(fetchMerchants).toHaveBeenLastCalledWith({ name: 'Sushiro', pageNum: 1, pageSize: 10 }),
    );
    // Debounced: one suggestion call for the typed word, not one per key.
    expect(fetchNames).toHaveBeenNthCalledWith(1, 'sus');
    expect(fetchNames).not.toHaveBeenCalledWith('s');
    expect(fetchNames).not.toHaveBeenCalledWith('su');
  }, 20_000);

  it('filters by country', async () => {
    fetchMerchants.mockResolvedValue(page(1, 1, [merchant(1)]));
    renderAt(<MerchantListBlock />);
    await screen.findByText('Merchant 1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await act(async () => {
      await userEvent.click(await screen.findByTitle('Japan'));
    });
    await waitFor(() =>
      expect(fetchMerchants).toHaveBeenLastCalledWith({ country: 'JP', pageNum: 1, pageSize: 10 }),
    );
  });
});
