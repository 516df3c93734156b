/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import OverviewPage from './overview-page';
import {
  answerEmptyBlocks,
  answerLocalCurrencyFigures,
  blockRoot,
  renderAt,
  scriptOverviewCalls,
} from '@/test/overview-test-utils';

// The canvas chart is tested on its own (jsdom has no canvas).
jest.mock('@/shared/charts/combo-chart', () => ({ __esModule: true, default: () => <div /> }));

const calls = scriptOverviewCalls();
const { config: configCall, growth: growthCall } = calls;

const BLOCKS = ['carousel', 'calendar', 'incentives', 'claims', 'growth', 'top-merchants', 'merchants'];

beforeEach(() => {
  configCall.answer(({ key }) => ({
    config: { key, value: key === 'overview.welcomeMessage' ? 'Welcome back, GCash team' : null },
  }));
  answerEmptyBlocks(calls);
});

afterEach(() => changeLocale('en'));

describe('OverviewPage', () => {
  it('speaks Chinese: the heading, the block titles and the calendar link', async () => {
    await changeLocale('zh-CN');
    growthCall.answer({ currency: 'USD', growthList: [] });
    renderAt(
      <SignedInSessionProvider>
        <OverviewPage />
      </SignedInSessionProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '发展基金' })).toBe(blockRoot('incentives'));
    expect(screen.getByRole('region', { name: '申请' })).toBe(blockRoot('claims'));
    expect(screen.getByRole('region', { name: '商户' })).toBe(blockRoot('merchants'));
    expect(await within(blockRoot('calendar')).findByRole('link', { name: '打开日历' })).toBeInTheDocument();
  });

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

  it('shows when the figures were loaded and switches every money block to the local currency, per user', async () => {
    // The user as the session stores it (SESSION-USERINFO): the currency choice is kept per userId.
    window.localStorage.setItem('userInfo', JSON.stringify({ email: 'ops@gcash.demo', userId: '111' }));
    answerLocalCurrencyFigures(calls);
    const show = () =>
      renderAt(
        <SignedInSessionProvider>
          <OverviewPage />
        </SignedInSessionProvider>,
      );
    const first = show();
    expect(await screen.findByText(/^Data as of .*2026/)).toBeInTheDocument();
    const incentives = blockRoot('incentives');
    expect(await within(incentives).findAllByText(/120,000/)).not.toHaveLength(0);
    expect(within(incentives).getAllByText(/\$120,000|USD\s?120,000/).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByText('PHP'));
    // 120,000 USD at 50 PHP per USD, and the rate is said.
    expect(await within(incentives).findAllByText(/6,000,000/)).not.toHaveLength(0);
    expect(screen.getByText(/1 USD = 50(\.0+)? PHP/)).toBeInTheDocument();
    expect(within(blockRoot('growth')).getAllByText(/50,000/).length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem('pp-currency') ?? '{}')).toEqual({ 111: 'LOCAL' });

    // The same user comes back: the overview opens in PHP.
    first.unmount();
    show();
    expect(await within(blockRoot('incentives')).findAllByText(/6,000,000/)).not.toHaveLength(0);
    window.localStorage.clear();
  });
});
