/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter } from 'react-router-dom';
import type { DownloadQuery } from '@contract/file/schemas';
import { FILE_API } from '@contract/file/constants';
import type { DfPartnerClaim } from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { renderMobile } from '@/test/render-mobile';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot } from '@/test/overview-test-utils';
import ClaimsBlock from './claims-block';
import { captureSavedFiles } from '@/test/saved-files';

const claimsCall = scriptedCall(DF_PARTNER_API.pageQuery);
const programsCall = scriptedCall(DF_PARTNER_API.query);
const downloadCall = scriptedCall<DownloadQuery>(FILE_API.download);
startMswServer(claimsCall.handler, programsCall.handler, downloadCall.handler);

const PROOF = '0e53d06c-2d33-44b0-a1e2-4e4cd69c9195.pdf';

const claim = (n: number, overrides: Partial<DfPartnerClaim> = {}): DfPartnerClaim => ({
  claimId: `c${n}`,
  claimNo: `CLM-${1000 + n}`,
  programId: 'p',
  title: `Campaign ${n}`,
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  amount: 2500,
  requestedAmount: 2500,
  currency: 'PHP',
  status: 'PAID',
  submittedAt: '2026-10-02T03:00:00.000Z',
  updatedAt: '2026-10-03T03:00:00.000Z',
  activityStart: null,
  activityEnd: null,
  rejectReason: null,
  paymentRef: 'TT-2026-0042',
  paidOn: '2026-10-20',
  paymentProof: null,
  ...overrides,
});

const serveClaims = (claims: DfPartnerClaim[]) =>
  claimsCall.answer({ total: claims.length, pageNum: 1, pageSize: 10, claimList: claims });

const show = async () => {
  renderMobile(
    <MemoryRouter initialEntries={['/mobile/overview']}>
      <SignedInSessionProvider>
        <ClaimsBlock />
      </SignedInSessionProvider>
    </MemoryRouter>,
  );
  await waitFor(() => expect(blockRoot('claims')).toHaveAttribute('data-state', 'ready'));
};

// antd-mobile's Popup keeps pointer-events off until its opening animation ends; a finger waits it out.
const user = userEvent.setup({ pointerEventsCheck: 0 });

/** A claim's line in the list: one button that opens its details. */
const line = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title} `) });

/** Taps a claim's line and returns the details sheet it opens. */
const open = async (claimNo: string, title: string) => {
  await user.click(line(title));
  return screen.findByRole('dialog', { name: `Details of claim ${claimNo}` });
};

/** The value a details sheet gives for a term ("Paid on" -> "Oct 20, 2026"). */
const fact = (sheet: HTMLElement, term: string) =>
  within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

const saved = captureSavedFiles();
beforeEach(() => {
  clearCache();
  programsCall.answer({ programList: [] });
});

describe('mobile ClaimsBlock: a claim opens to its details', () => {
  it('a claim is one line whose name says what it is, and nothing in it but the line is a button', async () => {
    serveClaims([claim(1, { paymentProof: PROOF })]);
    await show();
    // Named by what it shows (WCAG 2.5.3, Label in Name).
    expect(line('Campaign 1')).toHaveAccessibleName('Campaign 1 CLM-1001 · MDF · Oct 2, 2026 ₱2,500.00 Paid');
    expect(line('Campaign 1')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(blockRoot('claims')).getAllByRole('button')).toEqual([line('Campaign 1')]);
  });

  it('tapping a rejected claim shows why it was rejected', async () => {
    serveClaims([
      claim(1, {
        status: 'REJECTED',
        rejectReason: 'The invoice is for a different activity.',
        paymentRef: null,
        paidOn: null,
      }),
    ]);
    await show();
    const sheet = await open('CLM-1001', 'Campaign 1');
    expect(sheet).toHaveFocus();
    expect(within(sheet).getByRole('heading', { name: 'Campaign 1' })).toBeInTheDocument();
    expect(fact(sheet, 'Reason for rejection')).toHaveTextContent('The invoice is for a different activity.');
    expect(fact(sheet, 'Amount asked for')).toHaveTextContent('₱2,500.00');
    expect(fact(sheet, 'Last updated')).toHaveTextContent('Oct 3, 2026');
    expect(within(sheet).queryByText('Payment reference')).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /^Payment proof/ })).not.toBeInTheDocument();
  });

  it('an approved claim shows the amount asked for and the amount approved', async () => {
    serveClaims([
      claim(1, {
        status: 'APPROVED',
        requestedAmount: 3000,
        amount: 2500,
        activityStart: '2026-09-01',
        activityEnd: '2026-09-30',
        paymentRef: null,
        paidOn: null,
      }),
    ]);
    await show();
    const sheet = await open('CLM-1001', 'Campaign 1');
    expect(fact(sheet, 'Amount asked for')).toHaveTextContent('₱3,000.00');
    expect(fact(sheet, 'Amount approved')).toHaveTextContent('₱2,500.00');
    expect(fact(sheet, 'Activity period')).toHaveTextContent('Sep 1 – 30, 2026');
    expect(within(sheet).queryByText('Reason for rejection')).not.toBeInTheDocument();
  });

  it('a paid claim shows its payment reference, the day it was paid and its proof, which downloads that file', async () => {
    serveClaims([claim(1, { paymentProof: PROOF }), claim(2)]);
    downloadCall.reply(
      () => new HttpResponse('%PDF-1.4 payment advice', { headers: { 'content-type': 'application/pdf' } }),
    );
    await show();
    const sheet = await open('CLM-1001', 'Campaign 1');
    expect(fact(sheet, 'Payment reference')).toHaveTextContent('TT-2026-0042');
    expect(fact(sheet, 'Paid on')).toHaveTextContent('Oct 20, 2026');
    const proof = within(sheet).getByRole('button', { name: 'Payment proof of CLM-1001' });
    expect(proof).toHaveTextContent('Payment proof');
    await user.click(proof);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadCall.asked).toHaveLength(1);
    expect(downloadCall.asked[0]).toMatchObject({ fileUrl: PROOF });
    expect(saved[0].name).toBe('CLM-1001-payment-proof.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.4 payment advice');
  });

  it("the sheet closes, by its Close button or Escape, and the claim's line has the focus again", async () => {
    serveClaims([
      claim(1, { status: 'REJECTED', rejectReason: 'Duplicate', paymentRef: null, paidOn: null }),
    ]);
    await show();
    const sheet = await open('CLM-1001', 'Campaign 1');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Duplicate')).not.toBeInTheDocument();
    expect(line('Campaign 1')).toHaveFocus();

    await open('CLM-1001', 'Campaign 1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(line('Campaign 1')).toHaveFocus();
  });
});

describe('mobile ClaimsBlock: payment proof', () => {
  it('a claim without a proof, paid or not, offers none', async () => {
    serveClaims([claim(1), claim(2, { status: 'APPROVED', paymentRef: null, paidOn: null })]);
    await show();
    for (const [claimNo, title] of [
      ['CLM-1001', 'Campaign 1'],
      ['CLM-1002', 'Campaign 2'],
    ]) {
      const sheet = await open(claimNo, title);
      expect(within(sheet).queryByText('Payment proof')).not.toBeInTheDocument();
      await user.click(within(sheet).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(downloadCall.asked).toHaveLength(0);
  });

  it('a proof that cannot be downloaded says so', async () => {
    serveClaims([claim(1, { paymentProof: PROOF })]);
    downloadCall.reply(() => HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 404 }));
    await show();
    const sheet = await open('CLM-1001', 'Campaign 1');
    await user.click(within(sheet).getByRole('button', { name: 'Payment proof of CLM-1001' }));
    expect(await screen.findByText('File does not exist.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
