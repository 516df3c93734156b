import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopMerchant } from '@contract/merchant/schemas';
import * as api from '@/domains/merchant/api';
import TopMerchantsBlock from './top-merchants-block';
import { blockRoot, ok, pending, renderAt, systemError } from '@/test/overview-test-utils';

jest.mock('@/domains/merchant/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));

const fetchTop = jest.mocked(api.fetchTopMerchants);

const top = (rank: number, name: string): TopMerchant => ({
  rank,
  merchantId: `m${rank}`,
  name,
  country: 'JP',
  category: 'Retail',
  volumeUsd: 100000 / rank,
  txnCount: 1000,
});

const now = new Date();
const lastComplete = new Date(now.getFullYear(), now.getMonth() - 1, 1);
const twoDigits = (date: Date) => String(date.getMonth() + 1).padStart(2, '0');

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

beforeEach(() => jest.resetAllMocks());

describe('TopMerchantsBlock', () => {
  it('asks for the last complete month by default (the month the other blocks show), two-digit', async () => {
    const month = twoDigits(lastComplete);
    const call = pending({ ...ok, year: lastComplete.getFullYear(), month, topMerchantList: [] });
    fetchTop.mockReturnValue(call.promise);
    renderAt(<TopMerchantsBlock />);
    expect(blockRoot('top-merchants')).toHaveAttribute('data-state', 'loading');
    expect(fetchTop).toHaveBeenCalledWith({ year: lastComplete.getFullYear(), month, limit: 10 });
    call.settle();
    expect(await screen.findByText('No merchant business in this month.')).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    fetchTop.mockRejectedValueOnce(systemError()).mockResolvedValueOnce({
      ...ok,
      year: 2026,
      month: '10',
      topMerchantList: [top(1, 'Don Quijote Shibuya')],
    });
    renderAt(<TopMerchantsBlock />);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Don Quijote Shibuya')).toBeInTheDocument();
  });

  it('ranks merchants with country, category and USD volume', async () => {
    fetchTop.mockResolvedValue({
      ...ok,
      year: 2026,
      month: '10',
      topMerchantList: [top(1, 'Don Quijote Shibuya'), top(2, 'Lotte Duty Free')],
    });
    renderAt(<TopMerchantsBlock />);
    const row = (await screen.findByText('Lotte Duty Free')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('Japan · Retail');
    expect(row).toHaveTextContent('$50,000.00');
    expect(blockRoot('top-merchants')).toHaveAttribute('data-state', 'ready');
  });

  it('loads another month when one is chosen; the running month is marked month to date', async () => {
    fetchTop.mockResolvedValue({ ...ok, year: 2026, month: '10', topMerchantList: [top(1, 'A')] });
    renderAt(<TopMerchantsBlock />);
    await screen.findByText('A');
    const name = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long' }).format(now);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByTitle(`${name} (month to date)`));
    await waitFor(() =>
      expect(fetchTop).toHaveBeenLastCalledWith({
        year: now.getFullYear(),
        month: twoDigits(now),
        limit: 10,
      }),
    );
  });
});
