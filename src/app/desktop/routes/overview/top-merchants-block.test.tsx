/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantTopRequest, TopMerchant } from '@contract/merchant/schemas';
import { MERCHANT_API } from '@contract/merchant/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import TopMerchantsBlock from './top-merchants-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';

const topCall = scriptedCall<MerchantTopRequest>(MERCHANT_API.top);
startMswServer(topCall.handler);

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

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <TopMerchantsBlock />
    </SignedInSessionProvider>,
  );

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

describe('TopMerchantsBlock', () => {
  it('asks for the last complete month by default (the month the other blocks show), two-digit', async () => {
    const month = twoDigits(lastComplete);
    const call = topCall.holdOnce({ year: lastComplete.getFullYear(), month, topMerchantList: [] });
    renderBlock();
    expect(blockRoot('top-merchants')).toHaveAttribute('data-state', 'loading');
    await waitFor(() =>
      expect(topCall.asked).toEqual([{ year: lastComplete.getFullYear(), month, limit: 10 }]),
    );
    call.settle();
    expect(await screen.findByText('No merchant business in this month.')).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    topCall
      .failOnce()
      .answerOnce({ year: 2026, month: '10', topMerchantList: [top(1, 'Don Quijote Shibuya')] });
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Don Quijote Shibuya')).toBeInTheDocument();
  });

  it('ranks merchants with country, category and USD volume', async () => {
    topCall.answer({
      year: 2026,
      month: '10',
      topMerchantList: [top(1, 'Don Quijote Shibuya'), top(2, 'Lotte Duty Free')],
    });
    renderBlock();
    const row = (await screen.findByText('Lotte Duty Free')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent('Japan · Retail');
    expect(row).toHaveTextContent('$50,000.00');
    expect(blockRoot('top-merchants')).toHaveAttribute('data-state', 'ready');
  });

  it('shows a long name whole, wrapped, not cut to an ellipsis', async () => {
    const long = 'Bunga Raya Kuala Lumpur International Airport Duty Free Emporium';
    topCall.answer({ year: 2026, month: '10', topMerchantList: [top(1, long)] });
    renderBlock();
    const name = await screen.findByText(long);
    expect(name).toHaveTextContent(long);
    expect(name).not.toHaveStyle({ WebkitLineClamp: '2' });
    expect(name).not.toHaveStyle({ textOverflow: 'ellipsis' });
  });

  it('loads another month when one is chosen; the running month is marked month to date', async () => {
    topCall.answer({ year: 2026, month: '10', topMerchantList: [top(1, 'A')] });
    renderBlock();
    await screen.findByText('A');
    const name = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long' }).format(now);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByTitle(`${name} (month to date)`));
    await waitFor(() =>
      expect(topCall.asked.at(-1)).toEqual({ year: now.getFullYear(), month: twoDigits(now), limit: 10 }),
    );
  });
});
