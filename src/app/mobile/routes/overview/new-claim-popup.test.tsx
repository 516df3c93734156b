/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DfProgram } from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { UPLOAD_API } from '@contract/upload/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { renderMobile } from '@/test/render-mobile';
import NewClaimPopup from './new-claim-popup';

// The shared machine is slow; give each network round trip time.
const wait = { timeout: 15_000 };

const program: DfProgram = {
  programId: 'p1',
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: '2026 Marketing Development Fund',
  currency: 'THB',
  budget: 100_000,
  claimed: 0,
  approved: 0,
  paid: 0,
  remaining: 100_000,
  claimDeadline: '2027-01-31',
  status: 'ACTIVE',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
};
const STORED = '6f1c2d3e-0000-4000-8000-000000000001.pdf';
const PDF = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj<<>>endobj\n';

let uploads: string[] = [];
let submitted: Record<string, unknown>[] = [];
let submitAnswer: () => Response;
startMswServer(
  http.post(`*${UPLOAD_API.upload}`, async ({ request }) => {
    const slot = new URL(request.url).searchParams.get('slot')!;
    const file = (await request.formData()).get('file') as File;
    uploads.push(`${slot}:${file.name}`);
    return HttpResponse.json(
      envelope({
        file: { fileUrl: STORED, fileName: file.name, contentType: 'application/pdf', sizeBytes: file.size },
      }),
    );
  }),
  http.post(`*${DF_PARTNER_API.claimSubmit}`, async ({ request }) => {
    submitted.push((await request.json()) as Record<string, unknown>);
    return submitAnswer();
  }),
);

beforeEach(() => {
  uploads = [];
  submitted = [];
  submitAnswer = () => HttpResponse.json(envelope({ data: { claimNo: 'TRUEMONEY-MDF-2026-0001-AB12' } }));
});

/** antd-mobile puts the label on the wrapper and on the input: the input is the field. */
const field = (sheet: HTMLElement, name: string) =>
  sheet.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;

function renderPopup() {
  const onSubmitted = jest.fn();
  renderMobile(<NewClaimPopup programs={[program]} onClose={() => undefined} onSubmitted={onSubmitted} />);
  const sheet = screen.getByRole('dialog', { name: 'Submit a development-fund claim' });
  const fileInput = sheet.querySelector<HTMLInputElement>('input[data-slot="CLAIM_PROOF"]')!;
  return { sheet, fileInput, onSubmitted };
}

test('on a phone the supporting document is uploaded through the claim slot and the claim refers to it', async () => {
  const user = userEvent.setup();
  const { sheet, fileInput, onSubmitted } = renderPopup();
  await user.type(field(sheet, 'Activity'), 'Songkran street fair booth');
  await user.type(field(sheet, 'Amount (THB)'), '20000');
  await user.type(field(sheet, 'Activity from'), '2026-04-10');
  await user.type(field(sheet, 'Activity to'), '2026-04-16');

  // Without a document the claim is not sent.
  await user.click(within(sheet).getByRole('button', { name: 'Submit claim' }));
  expect(await within(sheet).findByText('Required')).toBeInTheDocument();
  expect(submitted).toHaveLength(0);

  await user.upload(fileInput, new File([PDF], 'songkran-invoices.pdf', { type: 'application/pdf' }));
  expect(await within(sheet).findByText('songkran-invoices.pdf', {}, wait)).toBeInTheDocument();
  expect(uploads).toEqual(['CLAIM_PROOF:songkran-invoices.pdf']);

  await user.click(within(sheet).getByRole('button', { name: 'Submit claim' }));
  await waitFor(() => expect(onSubmitted).toHaveBeenCalled(), wait);
  expect(submitted).toEqual([
    {
      programId: 'p1',
      title: 'Songkran street fair booth',
      amount: 20000,
      activityStart: '2026-04-10',
      activityEnd: '2026-04-16',
      supportingDoc: STORED,
    },
  ]);
});

test('a renamed executable is refused with its message before sending, and what was typed stays', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { sheet, fileInput } = renderPopup();
  await user.type(field(sheet, 'Activity'), 'Airport banners');
  await user.upload(
    fileInput,
    new File(['MZ\u0090\u0000 not a pdf'], 'invoice.pdf', { type: 'application/pdf' }),
  );
  expect(await within(sheet).findByRole('alert')).toHaveTextContent('This file format is not allowed.');
  expect(uploads).toEqual([]);
  expect(field(sheet, 'Activity')).toHaveValue('Airport banners');
  expect(within(sheet).getByRole('button', { name: 'Supporting document: Choose file' })).toBeEnabled();
});

test("the fund's period under the start date reads in the app's date format, not ISO", () => {
  const { sheet } = renderPopup();
  expect(within(sheet).getByText('Within Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
  expect(within(sheet).queryByText(/2026-01-01/)).not.toBeInTheDocument();
});

test('over the hourly claim limit (429) the sheet says when to try again, and the claim stays filled in', async () => {
  const user = userEvent.setup();
  const limit =
    'You have submitted 10 claims for this partner in the last hour. Please try again in 42 minutes.';
  submitAnswer = () =>
    HttpResponse.json(
      { ...failure(ResultCode.TRY_AGAIN), resultMessage: limit },
      { status: 429, headers: { 'Retry-After': '2520' } },
    );
  const { sheet, fileInput, onSubmitted } = renderPopup();
  await user.type(field(sheet, 'Activity'), 'Songkran street fair booth');
  await user.type(field(sheet, 'Amount (THB)'), '20000.5');
  await user.type(field(sheet, 'Activity from'), '2026-04-10');
  await user.type(field(sheet, 'Activity to'), '2026-04-16');
  await user.upload(fileInput, new File([PDF], 'songkran-invoices.pdf', { type: 'application/pdf' }));
  expect(await within(sheet).findByText('songkran-invoices.pdf', {}, wait)).toBeInTheDocument();
  await user.click(within(sheet).getByRole('button', { name: 'Submit claim' }));
  expect(await within(sheet).findByText(limit, {}, wait)).toBeInTheDocument();
  expect(onSubmitted).not.toHaveBeenCalled();
  expect(field(sheet, 'Activity')).toHaveValue('Songkran street fair booth');
});

test('an amount with more than two decimals is pointed out before anything is sent', async () => {
  const user = userEvent.setup();
  const { sheet } = renderPopup();
  await user.type(field(sheet, 'Amount (THB)'), '10.125');
  await user.click(within(sheet).getByRole('button', { name: 'Submit claim' }));
  expect(await within(sheet).findByText('Enter the amount with at most two decimals')).toBeInTheDocument();
  expect(submitted).toHaveLength(0);
});
