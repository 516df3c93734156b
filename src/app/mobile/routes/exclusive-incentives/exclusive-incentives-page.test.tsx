/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpPortalBiDataDTO } from '@contract/exclusive-incentives/schemas';
import { EXCLUSIVE_INCENTIVES_API } from '@contract/exclusive-incentives/constants';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { GROWTH_API } from '@contract/growth/constants';
import { blockRoot } from '@/test/overview-test-utils';
import ExclusiveIncentivesPage from './exclusive-incentives-page';

// Exclusive incentives on a phone, against answers at the network level: loading, error with
// retry, and each programme's progress.

jest.setTimeout(90_000);
const wait = { timeout: 20_000 };

const INCENTIVES = `*${EXCLUSIVE_INCENTIVES_API.overview}`;
const CONFIG = '*/api/spportal/config/queryOne.json';

const server = startMswServer();

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

describe('mobile /mobile/exclusive-incentives', () => {
  const show = () =>
    renderMobileScreen(<ExclusiveIncentivesPage />, {
      url: '/mobile/exclusive-incentives',
      pattern: '/mobile/exclusive-incentives',
    });
  let overview: () => Response | Promise<Response>;
  beforeEach(() =>
    server.use(
      http.post(INCENTIVES, () => overview()),
      // The partner's data stamp and home-currency rate (DATA-STAMP, DATA-CURRENCY).
      http.post(`*${GROWTH_API.query}`, () =>
        HttpResponse.json(
          envelope({
            currency: 'USD',
            growthList: [],
            dataAsOf: '2026-11-27T23:54:00.000Z',
            fx: { currency: 'PHP', ratePerUsd: 50, month: '2026-11' },
          }),
        ),
      ),
      http.post(CONFIG, () =>
        HttpResponse.json(
          envelope({ config: { key: 'support.email', value: 'partner-support@network.example' } }),
        ),
      ),
    ),
  );
  const special = 'Exclusive incentives are arranged with you directly';

  it('a skeleton while loading, then a card per programme: progress, what is still needed, days left, reward', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    overview = async () => {
      await held;
      return HttpResponse.json(
        envelope({
          spPortalBiDataDTOList: [
            program,
            {
              ...program,
              programId: 'p2',
              kind: 'EXCLUSIVE_INCENTIVES_TDF',
              name: 'Trade fund',
              tierReached: program.tiers[2],
              nextTier: null,
              progress: 1,
            },
          ],
        }),
      );
    };
    show();
    expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'loading');
    release();
    const card = await screen.findByRole('region', { name: `MDF · ${program.name}` }, wait);
    expect(within(card).getByText('39 days left')).toBeInTheDocument();
    expect(within(card).getByText('$500,000.00 more for Gold')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(card).getAllByText('$20,000.00')).toHaveLength(2); // the estimate and the Gold tier
    expect(within(card).getByText('Silver')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'TDF · Trade fund' });
    expect(within(top).getByText('Top tier reached')).toBeInTheDocument();
    expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'ready');
    expect(screen.queryByText(special)).not.toBeInTheDocument();

    // The stamp, and the switch that shows the money in PHP.
    expect(await screen.findByText(/^Data as of .*2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'PHP' }));
    await waitFor(() => expect(within(card).getAllByText(/1,000,000\.00/)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'USD' }));
    await waitFor(() => expect(within(card).getAllByText('$20,000.00')).toHaveLength(2));
  });

  it('an ended period shows the final tier and the reward earned, with no next tier to push for', async () => {
    overview = () =>
      HttpResponse.json(
        envelope({
          spPortalBiDataDTOList: [
            {
              ...program,
              programId: 'p3',
              name: 'Last quarter',
              status: 'ENDED',
              daysLeft: 0,
              achieved: 2_500_000,
              tierReached: program.tiers[1],
              nextTier: program.tiers[2],
              remainingToNextTier: 500_000,
              projected: 2_500_000,
              estimatedReward: 20_000,
            },
            { ...program, programId: 'p4', name: 'Missed', status: 'ENDED', daysLeft: 0, tierReached: null },
          ],
        }),
      );
    show();
    const card = await screen.findByRole('region', { name: 'MDF · Last quarter' }, wait);
    expect(within(card).getByText('Period over')).toBeInTheDocument();
    expect(within(card).getByText('Final tier').nextSibling).toHaveTextContent('Gold');
    expect(within(card).getByText('Reward earned').nextSibling).toHaveTextContent('$20,000.00');
    expect(within(card).queryByText('Next tier')).not.toBeInTheDocument();
    expect(within(card).queryByText(/more for Platinum/)).not.toBeInTheDocument();
    expect(within(card).queryByText('Estimated reward')).not.toBeInTheDocument();
    const missed = screen.getByRole('region', { name: 'MDF · Missed' });
    expect(within(missed).getByText('Final tier').nextSibling).toHaveTextContent('None reached');
    expect(within(missed).getByText('Reward earned').nextSibling).toHaveTextContent('$0.00');
  });

  it.each([
    ['an empty list', () => HttpResponse.json(envelope({ spPortalBiDataDTOList: [] }))],
    ['no list at all', () => HttpResponse.json(envelope({}))],
    ['success false', () => HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })],
    // ROLE-SPECIAL makes any success false a special partner; No Authority is one, never an error page.
    ['No Authority', () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })],
  ])('%s: the special-partner explanation and whom to contact, no error', async (_case, answer) => {
    overview = answer;
    show();
    expect(await screen.findByText(special, {}, wait)).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'partner-support@network.example' }, wait),
    ).toHaveAttribute('href', 'mailto:partner-support@network.example');
    expect(blockRoot('exclusive-incentives')).toHaveAttribute('data-state', 'special');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a network failure is an error with retry (not special), and retry loads the programmes', async () => {
    overview = () => HttpResponse.error();
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(within(alert).getByText("Couldn't load exclusive incentives")).toBeInTheDocument();
    expect(screen.queryByText(special)).not.toBeInTheDocument();
    overview = () => HttpResponse.json(envelope({ spPortalBiDataDTOList: [program] }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: `MDF · ${program.name}` }, wait)).toBeInTheDocument();
  });
});
