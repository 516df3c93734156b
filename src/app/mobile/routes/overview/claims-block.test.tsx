/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { MemoryRouter } from 'react-router-dom';
import type { DownloadQuery } from '@contract/file/schemas';
import { FILE_API } from '@contract/file/constants';
import type { IncentiveClaim } from '@contract/incentive/schemas';
import { INCENTIVE_API } from '@contract/incentive/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { clearLoadedFiles } from '@/domains/document/pdf-file';
import { failure, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { renderMobile } from '@/test/render-mobile';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { blockRoot } from '@/test/overview-test-utils';
import ClaimsBlock from './claims-block';

const claimsCall = scriptedCall(INCENTIVE_API.pageQuery);
const programsCall = scriptedCall(INCENTIVE_API.query);
const downloadCall = scriptedCall<DownloadQuery>(FILE_API.download);
startMswServer(claimsCall.handler, programsCall.handler, downloadCall.handler);

const PROOF = '0e53d06c-2d33-44b0-a1e2-4e4cd69c9195.pdf';

const claim = (n: number, overrides: Partial<IncentiveClaim> = {}): IncentiveClaim => ({
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

const serveClaims = (claims: IncentiveClaim[]) =>
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

const item = (title: string) => screen.getByText(title).closest('.adm-list-item') as HTMLElement;

const saved: { name: string; blob: Blob }[] = [];
const { createObjectURL, revokeObjectURL } = URL;
let click: jest.SpyInstance;
beforeEach(() => {
  clearCache();
  // Loaded files are kept per fileUrl for the session: each test downloads afresh.
  clearLoadedFiles();
  programsCall.answer({ programList: [] });
  saved.length = 0;
  // jsdom has no object URLs and does not save a clicked link: keep what would have been saved.
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:proof-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  click.mockRestore();
});

describe('mobile ClaimsBlock: payment proof', () => {
  it('a paid claim offers its payment proof, and opening it downloads that file', async () => {
    serveClaims([claim(1, { paymentProof: PROOF }), claim(2)]);
    downloadCall.reply(
      () => new HttpResponse('%PDF-1.4 payment advice', { headers: { 'content-type': 'application/pdf' } }),
    );
    await show();
    const proof = within(item('Campaign 1')).getByRole('button', { name: 'Payment proof of CLM-1001' });
    expect(proof).toHaveTextContent('Payment proof');
    await userEvent.click(proof);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloadCall.asked).toHaveLength(1);
    expect(downloadCall.asked[0]).toMatchObject({ fileUrl: PROOF });
    expect(saved[0].name).toBe('CLM-1001-payment-proof.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.4 payment advice');
  });

  it('a claim without a proof, paid or not, shows none', async () => {
    serveClaims([claim(1), claim(2, { status: 'APPROVED', paymentRef: null, paidOn: null })]);
    await show();
    for (const title of ['Campaign 1', 'Campaign 2']) {
      expect(within(item(title)).queryByText('Payment proof')).not.toBeInTheDocument();
      expect(within(item(title)).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(downloadCall.asked).toHaveLength(0);
  });

  it('a proof that cannot be downloaded says so', async () => {
    serveClaims([claim(1, { paymentProof: PROOF })]);
    downloadCall.reply(() => HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 404 }));
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Payment proof of CLM-1001' }));
    expect(await screen.findByText('File does not exist.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
