/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  IncentiveClaim,
  IncentivePageQueryRequest,
  IncentiveProgram,
} from '@contract/incentive/schemas';
import { INCENTIVE_API } from '@contract/incentive/constants';
import { envelope, http, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import ClaimsBlock from './claims-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';
import { segmentLabel } from './segment-label';

const claimsCall = scriptedCall<IncentivePageQueryRequest>(INCENTIVE_API.pageQuery);
// The programmes (for a new claim and the fund filter) load beside the claims; none unless a test says.
let programList: IncentiveProgram[] = [];
const program: IncentiveProgram = {
  programId: 'p',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: '2026 Marketing Development Fund',
  currency: 'PHP',
  budget: 1_000_000,
  claimed: 0,
  approved: 0,
  paid: 0,
  remaining: 1_000_000,
  claimDeadline: '2027-01-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
};
beforeEach(() => {
  programList = [];
});
startMswServer(
  claimsCall.handler,
  http.post(`*${INCENTIVE_API.query}`, () => HttpResponse.json(envelope({ programList }))),
);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <ClaimsBlock />
    </SignedInSessionProvider>,
  );

const claim = (n: number, overrides: Partial<IncentiveClaim> = {}): IncentiveClaim => ({
  claimId: `c${n}`,
  claimNo: `CLM-${1000 + n}`,
  programId: 'p',
  title: `Campaign ${n}`,
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  amount: 2500,
  requestedAmount: 2500,
  currency: 'PHP',
  status: 'APPROVED',
  submittedAt: '2026-10-02T03:00:00.000Z',
  updatedAt: '2026-10-03T03:00:00.000Z',
  activityStart: null,
  activityEnd: null,
  rejectReason: null,
  paymentRef: null,
  paidOn: null,
  ...overrides,
});

const page = (pageNum: number, total: number, claims: IncentiveClaim[]) => ({
  pageNum,
  pageSize: 10,
  total,
  claimList: claims,
});

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

describe('ClaimsBlock', () => {
  it('shows a skeleton while loading', async () => {
    const call = claimsCall.holdOnce(page(1, 0, []));
    renderBlock();
    expect(blockRoot('claims')).toHaveAttribute('data-state', 'loading');
    call.settle();
    await waitFor(() => expect(blockRoot('claims')).toHaveAttribute('data-state', 'empty'));
    expect(screen.getByText('No claims yet.')).toBeInTheDocument();
  });

  it('retries after a failure', async () => {
    claimsCall.failOnce().answerOnce(page(1, 1, [claim(1)]));
    renderBlock();
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('CLM-1001')).toBeInTheDocument();
  });

  it('lists claims with currency amounts and status tags, and pages on the server', async () => {
    claimsCall.answer(({ pageNum }) =>
      pageNum === 1
        ? page(
            1,
            12,
            Array.from({ length: 10 }, (_, i) => claim(i + 1)),
          )
        : page(2, 12, [
            claim(11, { status: 'REJECTED' }),
            claim(12, { status: 'PAID', kind: 'EXCLUSIVE_INCENTIVES_TDF' }),
          ]),
    );
    renderBlock();
    const row = (await screen.findByText('CLM-1001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('₱2,500.00')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(claimsCall.asked.at(-1)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(screen.getByText('12 in total')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('CLM-1012')).toBeInTheDocument();
    expect(claimsCall.asked.at(-1)).toEqual({ pageNum: 2, pageSize: 10 });
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('opens a row to its details: the full title, the amounts and why it was rejected', async () => {
    claimsCall.answer(
      page(1, 1, [
        claim(1, {
          status: 'REJECTED',
          title: 'In-app banner campaign for the year-end travel festival',
          rejectReason: 'The invoice does not cover the activity period.',
        }),
      ]),
    );
    renderBlock();
    const cell = await screen.findByText('CLM-1001');
    expect(screen.queryByText('The invoice does not cover the activity period.')).not.toBeInTheDocument();
    await userEvent.click(cell);
    const details = await screen.findByLabelText('Details of claim CLM-1001');
    expect(within(details).getByText('Reason for rejection')).toBeInTheDocument();
    expect(within(details).getByText('The invoice does not cover the activity period.')).toBeInTheDocument();
  });

  it('offers no fund filter to a partner without programmes (Dana)', async () => {
    claimsCall.answer(page(1, 0, []));
    renderBlock();
    await waitFor(() => expect(blockRoot('claims')).toHaveAttribute('data-state', 'empty'));
    expect(screen.queryByRole('radiogroup', { name: 'Fund' })).not.toBeInTheDocument();
    expect(screen.queryByText('TDF')).not.toBeInTheDocument();
  });

  it('filters by fund and starts again from page 1', async () => {
    programList = [program];
    claimsCall.answer(page(1, 1, [claim(1)]));
    renderBlock();
    await screen.findByText('CLM-1001');
    await userEvent.click(segmentLabel('TDF'));
    await waitFor(() =>
      expect(claimsCall.asked.at(-1)).toEqual({
        pageNum: 1,
        pageSize: 10,
        kind: 'EXCLUSIVE_INCENTIVES_TDF',
      }),
    );
  });
});
