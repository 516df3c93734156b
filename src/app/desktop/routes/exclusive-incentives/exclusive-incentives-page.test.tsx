/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, startMswServer } from '@/test/msw-server';
import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { CONFIG_API } from '@contract/config/constants';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import { GROWTH_API } from '@contract/growth/constants';
import { blockRoot, ok, renderAt } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import ExclusiveIncentivesPage from './exclusive-incentives-page';

// The shared machine is slow; give each network round trip time.
const wait = { timeout: 15_000 };

const program: SpPortalBiDataDTO = {
  programId: 'p1',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: 'GCash cross-border volume accelerator',
  metric: 'VOLUME_USD',
  status: 'ACTIVE',
  periodStart: '2026-10-01',
  periodEnd: '2026-12-31',
  daysLeft: 39,
  target: 3_000_000,
  achieved: 1_500_000,
  progress: 0.5,
  tiers: [
    { name: 'Silver', threshold: 1_000_000, reward: 10_000 },
    { name: 'Gold', threshold: 2_000_000, reward: 20_000 },
    { name: 'Platinum', threshold: 3_000_000, reward: 40_000 },
  ],
  tierReached: { name: 'Silver', threshold: 1_000_000, reward: 10_000 },
  nextTier: { name: 'Gold', threshold: 2_000_000, reward: 20_000 },
  remainingToNextTier: 500_000,
  projected: 2_400_000,
  estimatedReward: 20_000,
  rewardCurrency: 'USD',
  terms: 'Counts settled payment volume.',
};

let overview: () => Response | Promise<Response>;
startMswServer(
  http.post(`*${EXCLUSIVE_INCENTIVES_API.overview}`, () => overview()),
  http.post(`*${CONFIG_API.queryOne}`, () =>
    HttpResponse.json({ ...ok, config: { key: 'support.email', value: 'partner-support@network.example' } }),
  ),
  // The partner's data stamp and home-currency rate (DATA-STAMP, DATA-CURRENCY).
  http.post(`*${GROWTH_API.query}`, () =>
    HttpResponse.json({
      ...ok,
      currency: 'USD',
      growthList: [],
      dataAsOf: '2026-11-27T23:54:00.000Z',
      fx: { currency: 'PHP', ratePerUsd: 50, month: '2026-11' },
    }),
  ),
);

test('a partner with programmes sees progress, the next tier, days left and the reward estimate', async () => {
  overview = () => HttpResponse.json({ ...ok, spPortalBiDataDTOList: [program] });
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  const card = await screen.findByRole('region', { name: program.name }, wait);
  expect(within(card).getByText('39 days left')).toBeInTheDocument();
  expect(within(card).getByText('$500,000.00 more for Gold')).toBeInTheDocument();
  expect(
    within(card).getByText(
      'A projection, not yet earned: at the current pace $2,400,000.00 by the end of the period',
    ),
  ).toBeInTheDocument();
  expect(within(card).getByText('Projected reward')).toBeInTheDocument();
  expect(within(card).getAllByText('$20,000.00')).toHaveLength(2); // the estimate and the Gold tier
  expect(within(card).getByRole('progressbar')).toBeInTheDocument();
  expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'ready');

  // The stamp, and the switch that shows the money in PHP.
  expect(await screen.findByText(/^Data as of .*2026/)).toBeInTheDocument();
  await userEvent.click(screen.getByText('PHP'));
  await waitFor(() => expect(within(card).getAllByText(/1,000,000\.00/)).toHaveLength(2));
  expect(within(card).getByText(/25,000,000\.00 more for Gold/)).toBeInTheDocument();
  await userEvent.click(screen.getByText('USD'));
  await waitFor(() => expect(within(card).getAllByText('$20,000.00')).toHaveLength(2));
});

test('an ended programme reads as final: the tier and reward earned, no next-tier push', async () => {
  const ended: SpPortalBiDataDTO = {
    ...program,
    programId: 'p2',
    name: 'GCash summer transactions sprint',
    status: 'ENDED',
    daysLeft: 0,
    projected: program.achieved,
    estimatedReward: 10_000,
  };
  overview = () => HttpResponse.json({ ...ok, spPortalBiDataDTOList: [ended] });
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  const card = await screen.findByRole('region', { name: ended.name }, wait);
  expect(within(card).getByText('Final tier')).toBeInTheDocument();
  expect(within(card).getByText('Reward earned')).toBeInTheDocument();
  expect(within(card).queryByText('Next tier')).not.toBeInTheDocument();
  expect(within(card).queryByText(/more for Gold/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/Estimated|Projected|projection/)).not.toBeInTheDocument();
});

test('an empty list: the special-partner explanation and whom to contact, no table, no error', async () => {
  overview = () => HttpResponse.json({ ...ok, spPortalBiDataDTOList: [] });
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  expect(
    await screen.findByText('Exclusive incentives are arranged with you directly', {}, wait),
  ).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'partner-support@network.example' }, wait)).toHaveAttribute(
    'href',
    'mailto:partner-support@network.example',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('success false also means special partner', async () => {
  overview = () =>
    HttpResponse.json(
      { success: false, resultCode: 'IPAY_RS_510870001', resultMessage: 'x' },
      { status: 500 },
    );
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  expect(
    await screen.findByText('Exclusive incentives are arranged with you directly', {}, wait),
  ).toBeInTheDocument();
});

test('a network failure is an error with retry (not special), and retry loads the programmes', async () => {
  overview = () => HttpResponse.error();
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  const alert = await screen.findByRole('alert', {}, wait);
  expect(within(alert).getByText("Couldn't load exclusive incentives")).toBeInTheDocument();
  overview = () => HttpResponse.json({ ...ok, spPortalBiDataDTOList: [program] });
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'ready'), wait);
});

test('loading shows a skeleton while the call is in flight', async () => {
  const gate: { release?: () => void } = {};
  overview = () =>
    new Promise<Response>((resolve) => {
      gate.release = () => resolve(HttpResponse.json({ ...ok, spPortalBiDataDTOList: [program] }));
    });
  renderAt(
    <SignedInSessionProvider>
      <ExclusiveIncentivesPage />
    </SignedInSessionProvider>,
    { path: '/exclusive-incentives' },
  );
  expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'loading');
  await waitFor(() => expect(gate.release).toBeDefined(), wait);
  gate.release?.();
  await waitFor(() => expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'ready'), wait);
});
