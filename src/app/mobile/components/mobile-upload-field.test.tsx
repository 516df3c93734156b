/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ResultCode } from '@contract/shared/result-codes';
import { UPLOAD_API } from '@contract/upload/constants';
import type { UploadedFile } from '@contract/upload/constants';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { MobileUploadField } from './mobile-upload-field';

jest.setTimeout(30_000);
const wait = { timeout: 15_000 };

const PDF_HEAD = '%PDF-1.4\n';
const pdf = (name: string) => new File([PDF_HEAD, new Uint8Array(64)], name, { type: 'application/pdf' });
const stored = (name: string): UploadedFile => ({
  fileUrl: `stored-${name}`,
  fileName: name,
  contentType: 'application/pdf',
  sizeBytes: 73,
});

let discarded: string[] = [];
let answer: (name: string) => Response;
startMswServer(
  http.post(`*${UPLOAD_API.upload}`, async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    return answer(file.name);
  }),
  http.post(`*${UPLOAD_API.discard}`, async ({ request }) => {
    discarded.push(((await request.json()) as { fileUrl: string }).fileUrl);
    return HttpResponse.json(envelope({ discarded: true }));
  }),
);

beforeEach(() => {
  discarded = [];
  answer = (name) => HttpResponse.json(envelope({ file: stored(name) }));
});

/** The phone's claim proof field, holding its value as the new-claim popup does. */
function Field() {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <MobileUploadField slot="CLAIM_PROOF" label="Supporting document" value={value} onChange={setValue} />
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[data-slot="CLAIM_PROOF"]')!;

test('on the phone, replacing an uploaded proof discards the replaced one', async () => {
  const user = userEvent.setup();
  render(<Field />);
  await user.upload(input(), pdf('receipt.pdf'));
  expect(await screen.findByText('receipt.pdf', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Supporting document: Replace file' })).toBeInTheDocument();
  await user.upload(input(), pdf('receipt-signed.pdf'));
  expect(await screen.findByText('receipt-signed.pdf', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(discarded).toEqual([stored('receipt.pdf').fileUrl]), wait);
  await user.click(screen.getByRole('button', { name: 'Remove file' }));
  await waitFor(() => expect(discarded).toEqual(['stored-receipt.pdf', 'stored-receipt-signed.pdf']), wait);
});

test('on the phone, over the upload allowance (429) the field says what to do', async () => {
  const user = userEvent.setup();
  answer = () =>
    HttpResponse.json(failure(ResultCode.TRY_AGAIN), { status: 429, headers: { 'Retry-After': '900' } });
  render(<Field />);
  await user.upload(input(), pdf('receipt.pdf'));
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent(
    'You have uploaded many files in the last hour that no saved form uses yet.',
  );
  expect(alert).toHaveTextContent('Save the form that uses them, or try again later');
  expect(discarded).toEqual([]);
});
