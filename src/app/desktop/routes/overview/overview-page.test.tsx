/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import OverviewPage from './overview-page';
import { blockRoot, renderAt, scriptOverviewCalls } from '@/test/overview-test-utils';

// The canvas chart is tested on its own (jsdom has no canvas).
jest.mock('@/shared/charts/combo-chart', () => ({ __esModule: true, default: () => <div /> }));

const {
  config: configCall,
  carousel: carouselCall,
  calendar: calendarCall,
  programs: programsCall,
  claims: claimsCall,
  growth: growthCall,
  topMerchants: topMerchantsCall,
  merchants: merchantsCall,
} = scriptOverviewCalls();

const BLOCKS = ['carousel', 'calendar', 'incentives', 'claims', 'growth', 'top-merchants', 'merchants'];

beforeEach(() => {
  configCall.answer(({ key }) => ({
    config: { key, value: key === 'overview.welcomeMessage' ? 'Welcome back, GCash team' : null },
  }));
  carouselCall.answer({ carouselList: [] });
  calendarCall.answer({
    year: 2026,
    eventList: [],
    publishedRange: { start: '2026-01-01', end: '2026-12-31' },
  });
  programsCall.answer({ programList: [] });
  claimsCall.answer({ total: 0, pageNum: 1, pageSize: 10, claimList: [] });
  topMerchantsCall.answer({ year: 2026, month: '11', topMerchantList: [] });
  merchantsCall.answer({
    total: 0,
    pageNum: 1,
    pageSize: 10,
    lastMonth: '2026-10',
    merchantList: [],
  });
});

describe('OverviewPage', () => {
  it('shows every block, and one failing call only affects its own block', async () => {
    growthCall.failOnce().answerOnce({ currency: 'USD', growthList: [] });
    renderAt(
      <SignedInSessionProvider>
        <OverviewPage />
      </SignedInSessionProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, GCash team')).toBeInTheDocument();
    await waitFor(() => expect(blockRoot('growth')).toHaveAttribute('data-state', 'error'));
    for (const name of BLOCKS.filter((block) => block !== 'growth')) {
      await waitFor(() => expect(blockRoot(name).getAttribute('data-state')).toMatch(/ready|empty/));
    }
    for (const name of BLOCKS) {
      expect(
        screen.getByRole('region', {
          name: within(blockRoot(name)).getAllByRole('heading')[0].textContent ?? '',
        }),
      ).toBe(blockRoot(name));
    }
    await userEvent.click(within(blockRoot('growth')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('growth')).toHaveAttribute('data-state', 'empty'));
  });
});
