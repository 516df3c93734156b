/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@/shared/i18n';
import type { DfPartnerClaim, DfPartnerPageQueryRequest, DfProgram } from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { FILE_API } from '@contract/file/constants';
import type { DownloadQuery } from '@contract/file/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { envelope, failure, http, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import ClaimsBlock from './claims-block';
import { blockRoot, renderAt } from '@/test/overview-test-utils';
import { segmentLabel } from './segment-label';
import { captureSavedFiles } from '@/test/saved-files';

const claimsCall = scriptedCall<DfPartnerPageQueryRequest>(DF_PARTNER_API.pageQuery);
const downloadCall = scriptedCall<DownloadQuery>(FILE_API.download);
const PROOF = '0e53d06c-2d33-44b0-a1e2-4e4cd69c9195.pdf';
// The programmes (for a new claim and the fund filter) load beside the claims; none unless a test says.
let programList: DfProgram[] = [];
const program: DfProgram = {
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
  downloadCall.handler,
  http.post(`*${DF_PARTNER_API.query}`, () => HttpResponse.json(envelope({ programList }))),
);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <ClaimsBlock />
    </SignedInSessionProvider>,
  );

const claim = (n: number, overrides: Partial<DfPartnerClaim> = {}): DfPartnerClaim => ({
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
  paymentProof: null,
  ...overrides,
});

const page = (pageNum: number, total: number, claims: DfPartnerClaim[]) => ({
  pageNum,
  pageSize: 10,
  total,
  claimList: claims,
});

// antd's tables and dropdowns are slow to drive in jsdom on a busy machine.

afterEach(() => changeLocale('en'));

describe('ClaimsBlock', () => {
  it('speaks Chinese: column headings, fund and status tags, the total', async () => {
    await changeLocale('zh-CN');
    claimsCall.answer(page(1, 12, [claim(1)]));
    renderBlock();
    const row = (await screen.findByText('CLM-1001')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: '申请编号' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '基金' })).toBeInTheDocument();
    expect(within(row).getByText('已批准')).toBeInTheDocument();
    expect(within(row).getByText('MDF')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

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

  describe('payment proof', () => {
    const saved = captureSavedFiles();

    it("a paid claim's details offer its payment proof, and opening it downloads that file", async () => {
      claimsCall.answer(
        page(1, 1, [
          claim(1, { status: 'PAID', paymentRef: 'TT-2026-0042', paidOn: '2026-10-20', paymentProof: PROOF }),
        ]),
      );
      downloadCall.reply(
        () => new HttpResponse('%PDF-1.4 payment advice', { headers: { 'content-type': 'application/pdf' } }),
      );
      renderBlock();
      await userEvent.click(await screen.findByText('CLM-1001'));
      const details = await screen.findByLabelText('Details of claim CLM-1001');
      expect(within(details).getByText('Payment proof')).toBeInTheDocument();
      await userEvent.click(within(details).getByRole('button', { name: /CLM-1001-payment-proof\.pdf/ }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(downloadCall.asked).toHaveLength(1);
      expect(downloadCall.asked[0]).toMatchObject({ fileUrl: PROOF });
      expect(saved[0].name).toBe('CLM-1001-payment-proof.pdf');
      expect(await saved[0].blob.text()).toBe('%PDF-1.4 payment advice');
    });

    it('a proof that cannot be downloaded says so beside it', async () => {
      claimsCall.answer(page(1, 1, [claim(1, { status: 'PAID', paymentProof: PROOF })]));
      downloadCall.reply(() => HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 404 }));
      renderBlock();
      await userEvent.click(await screen.findByText('CLM-1001'));
      const details = await screen.findByLabelText('Details of claim CLM-1001');
      await userEvent.click(within(details).getByRole('button', { name: /CLM-1001-payment-proof\.pdf/ }));
      expect(await within(details).findByRole('alert')).toHaveTextContent('File does not exist.');
      expect(saved).toEqual([]);
    });

    it('a claim without a proof shows none', async () => {
      claimsCall.answer(
        page(1, 2, [
          claim(1, { status: 'PAID', paymentRef: 'TT-2026-0042', paidOn: '2026-10-20' }),
          claim(2, { status: 'APPROVED' }),
        ]),
      );
      renderBlock();
      await userEvent.click(await screen.findByText('CLM-1001'));
      await userEvent.click(screen.getByText('CLM-1002'));
      for (const claimNo of ['CLM-1001', 'CLM-1002']) {
        const details = await screen.findByLabelText(`Details of claim ${claimNo}`);
        expect(within(details).queryByText('Payment proof')).not.toBeInTheDocument();
        expect(within(details).queryByRole('button')).not.toBeInTheDocument();
      }
      expect(
        within(await screen.findByLabelText('Details of claim CLM-1001')).getByText('TT-2026-0042'),
      ).toBeInTheDocument();
      expect(downloadCall.asked).toHaveLength(0);
    });
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
