/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Merchant, MerchantQueryRequest } from '@contract/merchant/schemas';
import { MERCHANT_API } from '@contract/merchant/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import MerchantListBlock from './merchant-list-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';

const merchantsCall = scriptedCall<MerchantQueryRequest>(MERCHANT_API.query);
const namesCall = scriptedCall<{ keyword: string }>(MERCHANT_API.nameQuery);
startMswServer(merchantsCall.handler, namesCall.handler);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <MerchantListBlock />
    </SignedInSessionProvider>,
  );

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
  pageNum,
  pageSize: 10,
  total,
  lastMonth: '2026-10',
  merchantList: list,
});

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

beforeEach(() => {
  namesCall.answer({ merchantNameList: [] });
});

describe('MerchantListBlock', () => {
  it('shows a skeleton while loading, then the empty state with the filters still there', async () => {
    const call = merchantsCall.holdOnce(page(1, 0, []));
    renderBlock();
    expect(blockRoot('merchants')).toHaveAttribute('data-state', 'loading');
    call.settle();
    expect(await screen.findByText('No merchants match.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search merchants by name' })).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    merchantsCall.failOnce().answerOnce(page(1, 1, [merchant(1)]));
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Merchant 1')).toBeInTheDocument();
  });

  it('lists merchants with last month in USD and pages on the server', async () => {
    merchantsCall.answer(({ pageNum }) =>
      page(
        pageNum,
        25,
        Array.from({ length: pageNum < 3 ? 10 : 5 }, (_, i) => merchant((pageNum - 1) * 10 + i + 1)),
      ),
    );
    renderBlock();
    const row = (await screen.findByText('Merchant 1')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Singapore · Singapore');
    expect(row).toHaveTextContent('$1,234.50');
    expect(screen.getByRole('columnheader', { name: 'Volume Oct 2026 (USD)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByText('Merchant 25')).toBeInTheDocument();
    expect(merchantsCall.asked.at(-1)).toEqual({ pageNum: 3, pageSize: 10 });
  });

  it('suggests names while typing and searches the chosen one from page 1', async () => {
    merchantsCall.answer(page(1, 30, [merchant(1)]));
    namesCall.answer({ merchantNameList: ['Sushi Zanmai', 'Sushiro'] });
    renderBlock();
    await screen.findByText('Merchant 1');
    await userEvent.type(screen.getByRole('combobox', { name: 'Search merchants by name' }), 'sus');
    await userEvent.click(await screen.findByText('Sushiro', {}, { timeout: 2000 }));
    await waitFor(() =>
      expect(merchantsCall.asked.at(-1)).toEqual({ name: 'Sushiro', pageNum: 1, pageSize: 10 }),
    );
    // Debounced: one suggestion call for the typed word, not one per key (the chosen name may be
    // looked up again once it fills the box).
    const keywords = namesCall.asked.map(({ keyword }) => keyword);
    expect(keywords[0]).toBe('sus');
    expect(keywords).not.toContain('s');
    expect(keywords).not.toContain('su');
  }, 60_000);

  it('filters by country', async () => {
    merchantsCall.answer(page(1, 1, [merchant(1)]));
    renderBlock();
    await screen.findByText('Merchant 1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByTitle('Japan'));
    await waitFor(() =>
      expect(merchantsCall.asked.at(-1)).toEqual({ country: 'JP', pageNum: 1, pageSize: 10 }),
    );
  });
});
