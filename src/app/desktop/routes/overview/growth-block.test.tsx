/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GrowthPoint } from '@contract/growth/schemas';
import { GROWTH_API } from '@contract/growth/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import GrowthBlock from './growth-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';
import { segmentLabel } from './segment-label';

// The canvas chart is tested on its own; here it only has to receive the figures.
jest.mock('@/shared/charts/combo-chart', () => ({
  __esModule: true,
  default: ({
    label,
    labels,
    bars,
    line,
  }: {
    label: string;
    labels: string[];
    bars: { values: number[] };
    line: { label: string };
  }) => (
    <div
      role="img"
      aria-label={label}
      data-labels={labels.join('|')}
      data-bars={bars.values.join(',')}
      data-line={line.label}
    />
  ),
}));

const growthCall = scriptedCall(GROWTH_API.query);
startMswServer(growthCall.handler);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <GrowthBlock />
    </SignedInSessionProvider>,
  );

const point = (
  month: string,
  volumeUsd: number,
  txnCount: number,
  payingUsers: number,
  isPartial = false,
): GrowthPoint => ({
  month,
  isPartial,
  volumeUsd,
  txnCount,
  payingUsers,
  volumeUsdMoM: null,
  txnCountMoM: null,
  payingUsersMoM: null,
});

const points = [
  point('2026-08', 800000, 9000, 4000),
  point('2026-09', 1000000, 10000, 5000),
  point('2026-10', 1100000, 9500, 5200),
  point('2026-11', 300000, 3000, 2000, true),
];

describe('GrowthBlock', () => {
  it('shows a skeleton while loading, then the empty state', async () => {
    const call = growthCall.holdOnce({ currency: 'USD' as const, growthList: [] });
    renderBlock();
    expect(blockRoot('growth')).toHaveAttribute('data-state', 'loading');
    call.settle();
    expect(await screen.findByText('No monthly figures yet.')).toBeInTheDocument();
    expect(blockRoot('growth')).toHaveAttribute('data-state', 'empty');
  });

  it('retries after a failure', async () => {
    growthCall.failOnce().answerOnce({ currency: 'USD', growthList: points });
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('growth')).toHaveAttribute('data-state', 'ready'));
  });

  it('headlines the last complete month with its month-over-month change', async () => {
    growthCall.answer({ currency: 'USD', growthList: points });
    renderBlock();
    const latest = await screen.findByRole('group', { name: 'Latest complete month' });
    expect(latest).toHaveTextContent('Volume (USD) · October 2026');
    expect(latest).toHaveTextContent('$1,100,000.00');
    expect(latest).toHaveTextContent('+10.0%');
    expect(latest).toHaveTextContent('vs Sep 2026');
    const chart = await screen.findByRole('img', { name: /Monthly volume in USD/ });
    expect(chart).toHaveAttribute('data-bars', '800000,1000000,1100000,300000');
  });

  it('switches the highlighted figure and the line', async () => {
    growthCall.answer({ currency: 'USD', growthList: points });
    renderBlock();
    const latest = await screen.findByRole('group', { name: 'Latest complete month' });
    await userEvent.click(segmentLabel('Transactions'));
    expect(latest).toHaveTextContent('9,500');
    expect(latest).toHaveTextContent('-5.0%');
    await userEvent.click(segmentLabel('Paying users'));
    expect(await screen.findByRole('img', { name: /Monthly volume/ })).toHaveAttribute(
      'data-line',
      'Paying users',
    );
    expect(latest).toHaveTextContent('+4.0%');
  });

  it('gives screen readers the figures as a table', async () => {
    growthCall.answer({ currency: 'USD', growthList: points });
    renderBlock();
    const table = await screen.findByRole('table', { name: 'Monthly figures' });
    const row = within(table).getByRole('rowheader', { name: 'October 2026' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('$1,100,000.00');
    expect(row).toHaveTextContent('9,500');
    expect(row).toHaveTextContent('5,200');
  });

  it('marks the month still running as month to date, in the chart and the table', async () => {
    growthCall.answer({ currency: 'USD', growthList: points });
    renderBlock();
    const chart = await screen.findByRole('img', { name: /Monthly volume in USD/ });
    expect(chart).toHaveAttribute('data-labels', 'Aug 2026|Sep 2026|Oct 2026|Nov 2026 (month to date)');
    const table = screen.getByRole('table', { name: 'Monthly figures' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['August 2026', 'September 2026', 'October 2026', 'November 2026 (month to date)']);
  });
});
