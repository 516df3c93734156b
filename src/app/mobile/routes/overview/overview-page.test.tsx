/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
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

const calls = scriptOverviewCalls();
const {
  config: configCall,
  notificationCount: notificationCountCall,
  carousel: carouselCall,
  programs: programsCall,
  claims: claimsCall,
  growth: growthCall,
  topMerchants: topMerchantsCall,
  merchantNames: merchantNamesCall,
  merchants: merchantsCall,
} = calls;

// The canvas chart is tested on its own (jsdom has no canvas).
jest.mock('@/shared/charts/combo-chart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// A drag gesture cannot be replayed in jsdom: the stand-in exposes the same onRefresh as a button.
jest.mock('antd-mobile', () => ({
  ...jest.requireActual('antd-mobile'),
  PullToRefresh: ({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) => (
    <div>
      <button type="button" onClick={() => void onRefresh()}>
        Pull to refresh
      </button>
      {children}
    </div>
  ),
}));

const BLOCKS = ['carousel', 'incentives', 'claims', 'growth', 'top-merchants', 'calendar', 'merchants'];

const growthPoint = (month: string, volumeUsd: number, isPartial = false) => ({
  month,
  isPartial,
  volumeUsd,
  txnCount: 100,
  payingUsers: 50,
  volumeUsdMoM: null,
  txnCountMoM: null,
  payingUsersMoM: null,
});

function serveEmpty() {
  configCall.answer(({ key }) => ({ config: { key, value: null } }));
  notificationCountCall.answer({ unreadCount: 0 });
  answerEmptyBlocks(calls);
  growthCall.answer({ currency: 'USD', growthList: [] });
  merchantNamesCall.answer({ merchantNameList: [] });
}

beforeEach(serveEmpty);

const show = () =>
  renderAt(
    <SignedInSessionProvider>
      <OverviewPage />
    </SignedInSessionProvider>,
    { path: '/mobile/overview' },
  );

const settled = async () => {
  for (const name of BLOCKS) {
    await waitFor(() => expect(blockRoot(name).getAttribute('data-state')).toMatch(/ready|empty|error/));
  }
};

describe('mobile OverviewPage', () => {
  it('shows every block loading, then its empty state', async () => {
    const call = carouselCall.holdOnce({ carouselList: [] });
    show();
    expect(blockRoot('carousel')).toHaveAttribute('data-state', 'loading');
    call.settle();
    await settled();
    expect(screen.getByText('No events are being featured right now.')).toBeInTheDocument();
    expect(screen.getByText('No MDF or TDF programme is set up for your partner yet.')).toBeInTheDocument();
    expect(screen.getByText('No claims yet.')).toBeInTheDocument();
    expect(screen.getByText('No monthly figures yet.')).toBeInTheDocument();
    expect(screen.getByText('No merchant business in this month.')).toBeInTheDocument();
    expect(screen.getByText('No merchants match.')).toBeInTheDocument();
  });

  it('keeps the page when one call fails; that block retries on its own', async () => {
    growthCall.failOnce().answerOnce({
      currency: 'USD',
      growthList: [
        growthPoint('2026-09', 100),
        growthPoint('2026-10', 150),
        growthPoint('2026-11', 20, true),
      ],
    });
    show();
    await settled();
    expect(blockRoot('growth')).toHaveAttribute('data-state', 'error');
    expect(blockRoot('carousel')).toHaveAttribute('data-state', 'empty');
    await userEvent.click(within(blockRoot('growth')).getByRole('button', { name: 'Retry' }));
    const latest = await screen.findByRole('group', { name: 'Latest complete month' });
    expect(latest).toHaveTextContent('$150.00');
    expect(latest).toHaveTextContent('+50.0%');
  });

  it('shows the data of every block', async () => {
    programsCall.answer({
      programList: [
        {
          programId: 'p',
          kind: 'EXCLUSIVE_INCENTIVES_TDF',
          name: 'TDF 2026',
          currency: 'THB',
          budget: 1000000,
          claimed: 250000,
          approved: 100000,
          paid: 50000,
          remaining: 750000,
          claimDeadline: '2099-01-31',
          status: 'ACTIVE',
          periodStart: '2026-01-01',
          periodEnd: '2026-12-31',
        },
      ],
    });
    claimsCall.answer({
      total: 11,
      pageNum: 1,
      pageSize: 10,
      claimList: Array.from({ length: 10 }, (_, i) => ({
        claimId: `c${i}`,
        claimNo: `CLM-${i}`,
        programId: 'p',
        title: `Claim ${i}`,
        kind: 'EXCLUSIVE_INCENTIVES_TDF' as const,
        amount: 1000,
        requestedAmount: 1000,
        currency: 'THB',
        status: 'PAID' as const,
        submittedAt: '2026-10-01T00:00:00.000Z',
        updatedAt: '2026-10-01T00:00:00.000Z',
        activityStart: null,
        activityEnd: null,
        rejectReason: null,
        paymentRef: null,
        paidOn: null,
        paymentProof: null,
      })),
    });
    topMerchantsCall.answer({
      year: 2026,
      month: '11',
      topMerchantList: [
        {
          rank: 1,
          merchantId: 'm1',
          name: 'Lotte Duty Free',
          country: 'KR',
          category: 'Duty Free',
          volumeUsd: 5000,
          txnCount: 12,
        },
      ],
    });
    merchantsCall.answer({
      total: 1,
      pageNum: 1,
      pageSize: 10,
      lastMonth: '2026-10',
      merchantList: [
        {
          merchantId: 'm2',
          name: 'Jumbo Seafood',
          country: 'SG',
          city: 'Singapore',
          category: 'Dining',
          status: 'ACTIVE',
          onboardedAt: '2024-01-01',
          lastMonthVolumeUsd: 777,
          lastMonthTxnCount: 3,
        },
      ],
    });
    show();
    await settled();
    const tdf = screen.getByRole('article', { name: 'Trade development fund: TDF 2026' });
    expect(tdf).toHaveTextContent('THB 1,000,000.00');
    expect(tdf).toHaveTextContent('25.0% of the budget claimed, 5.0% paid');
    expect(screen.getByText('10 of 11')).toBeInTheDocument();
    // A claim's date is one unit of its line, so it cannot break inside ("Oct / 1, 2026").
    const date = screen.getAllByText('Oct 1, 2026')[0];
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-10-01T00:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(screen.getByText('Lotte Duty Free')).toBeInTheDocument();
    expect(screen.getByText('12 transactions')).toBeInTheDocument();
    expect(screen.getByText('Jumbo Seafood')).toBeInTheDocument();
    expect(screen.getByText('$777.00')).toBeInTheDocument();
  });

  it('pull to refresh asks every block again', async () => {
    show();
    await settled();
    expect(growthCall.asked).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pull to refresh' }));
    await waitFor(() => expect(growthCall.asked).toHaveLength(2));
    expect(carouselCall.asked).toHaveLength(2);
    expect(merchantsCall.asked).toHaveLength(2);
    expect(programsCall.asked).toHaveLength(2);
  });

  it('shows when the figures were loaded; the local currency switch turns the funds and growth into PHP', async () => {
    answerLocalCurrencyFigures(calls);
    show();
    expect(await screen.findByText(/^Data as of .*2026/)).toBeInTheDocument();
    expect(await within(blockRoot('incentives')).findAllByText(/120,000/)).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'PHP' }));
    expect(screen.getByRole('button', { name: 'PHP' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(blockRoot('incentives')).findAllByText(/6,000,000/)).not.toHaveLength(0);
    expect(within(blockRoot('growth')).getAllByText(/50,000/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'USD' }));
  });

  describe('in Chinese', () => {
    afterEach(() => changeLocale('en'));

    it('names the blocks and counts in Chinese', async () => {
      await changeLocale('zh-CN');
      claimsCall.answer({
        total: 11,
        pageNum: 1,
        pageSize: 10,
        claimList: Array.from({ length: 10 }, (_, i) => ({
          claimId: `c${i}`,
          claimNo: `CLM-${i}`,
          programId: 'p',
          title: `Claim ${i}`,
          kind: 'EXCLUSIVE_INCENTIVES_MDF' as const,
          amount: 1000,
          requestedAmount: 1000,
          currency: 'THB',
          status: 'UNDER_REVIEW' as const,
          submittedAt: '2026-10-01T00:00:00.000Z',
          updatedAt: '2026-10-01T00:00:00.000Z',
          activityStart: null,
          activityEnd: null,
          rejectReason: null,
          paymentRef: null,
          paidOn: null,
          paymentProof: null,
        })),
      });
      topMerchantsCall.answer({
        year: 2026,
        month: '11',
        topMerchantList: [
          {
            rank: 1,
            merchantId: 'm1',
            name: 'Lotte Duty Free',
            country: 'KR',
            category: 'Duty Free',
            volumeUsd: 5000,
            txnCount: 12,
          },
        ],
      });
      show();
      await settled();
      expect(screen.getByRole('heading', { name: '概览', level: 1 })).toBeInTheDocument();
      expect(within(blockRoot('claims')).getByText('10 / 11')).toBeInTheDocument();
      expect(within(blockRoot('claims')).getByRole('button', { name: '显示更多' })).toBeInTheDocument();
      expect(within(blockRoot('claims')).getAllByText('审核中')).toHaveLength(10);
      expect(within(blockRoot('top-merchants')).getByText('12 笔交易')).toBeInTheDocument();
      expect(screen.getByText('没有匹配的商户。')).toBeInTheDocument();
    });
  });
});
