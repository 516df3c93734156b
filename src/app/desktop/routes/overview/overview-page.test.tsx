import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as calendarApi from '@/domains/calendar/api';
import * as carouselApi from '@/domains/carousel/api';
import * as configApi from '@/domains/config/api';
import * as growthApi from '@/domains/growth/api';
import * as incentiveApi from '@/domains/incentive/api';
import * as merchantApi from '@/domains/merchant/api';
import OverviewPage from './overview-page';
import { blockRoot, ok, renderAt, systemError } from '@/test/overview-test-utils';

jest.mock('@/domains/calendar/api');
jest.mock('@/domains/carousel/api');
jest.mock('@/domains/config/api');
jest.mock('@/domains/growth/api');
jest.mock('@/domains/incentive/api');
jest.mock('@/domains/merchant/api');
jest.mock('@/domains/session/session-context', () => ({ useSession: () => ({ generation: 0 }) }));
jest.mock('@/shared/charts/combo-chart', () => ({ __esModule: true, default: () => <div /> }));

const BLOCKS = ['carousel', 'calendar', 'incentives', 'claims', 'growth', 'top-merchants', 'merchants'];

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(configApi.fetchConfig).mockImplementation(async (key) => ({
    ...ok,
    config: { key, value: key === 'overview.welcomeMessage' ? 'Welcome back, GCash team' : null },
  }));
  jest.mocked(carouselApi.fetchCarousel).mockResolvedValue({ ...ok, carouselList: [] });
  jest.mocked(calendarApi.fetchCalendarYear).mockResolvedValue({
    ...ok,
    year: 2026,
    eventList: [],
    publishedRange: { start: '2026-01-01', end: '2026-12-31' },
  });
  jest.mocked(incentiveApi.fetchIncentivePrograms).mockResolvedValue({ ...ok, programList: [] });
  jest
    .mocked(incentiveApi.fetchIncentiveClaims)
    .mockResolvedValue({ ...ok, total: 0, pageNum: 1, pageSize: 10, claimList: [] });
  jest
    .mocked(merchantApi.fetchTopMerchants)
    .mockResolvedValue({ ...ok, year: 2026, month: '11', topMerchantList: [] });
  jest.mocked(merchantApi.fetchMerchants).mockResolvedValue({
    ...ok,
    total: 0,
    pageNum: 1,
    pageSize: 10,
    lastMonth: '2026-10',
    merchantList: [],
  });
});

describe('OverviewPage', () => {
  it('shows every block, and one failing call only affects its own block', async () => {
    jest
      .mocked(growthApi.fetchGrowth)
      .mockRejectedValueOnce(systemError())
      .mockResolvedValueOnce({
        ...ok,
        currency: 'USD',
        growthList: [],
      });
    renderAt(<OverviewPage />);
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
