/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { ResultCode } from '@contract/shared/result-codes';
import { MB, UPLOAD_API } from '@contract/upload/constants';
import type { UploadedFile } from '@contract/upload/constants';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { FileUploadField } from './file-upload-field';

// The shared machine is slow; give each network round trip time.
jest.setTimeout(30_000);
const wait = { timeout: 15_000 };

const PDF_HEAD = '%PDF-1.4\n';
const pdf = (name: string, size = 64) =>
  new File([PDF_HEAD, new Uint8Array(Math.max(0, size - PDF_HEAD.length))], name, {
    type: 'application/pdf',
  });
const stored = (name: string): UploadedFile => ({
  fileUrl: `stored-${name}`,
  fileName: name,
  contentType: 'application/pdf',
  sizeBytes: 64,
});

/** What the upload path receives: slot and file name of each request that reached it. */
let received: string[] = [];
/** The fileUrls the discard call received. */
let discarded: string[] = [];
let answer: (name: string) => Response | Promise<Response>;
startMswServer(
  http.post(`*${UPLOAD_API.upload}`, async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    received.push(`${new URL(request.url).searchParams.get('slot')}:${file.name}`);
    return answer(file.name);
  }),
  http.post(`*${UPLOAD_API.discard}`, async ({ request }) => {
    discarded.push(((await request.json()) as { fileUrl: string }).fileUrl);
    return HttpResponse.json(envelope({ discarded: true }));
  }),
);

beforeEach(() => {
  received = [];
  discarded = [];
  answer = (name) => HttpResponse.json(envelope({ file: stored(name) }));
});

/** The field inside a form with a typed title, as the staff editors use it. */
function renderForm(file?: UploadedFile) {
  const values: { current: Record<string, unknown> } = { current: {} };
  render(
    <Form
      initialValues={{ title: '', file }}
      onValuesChange={(_changed, all) => {
        values.current = all;
      }}
    >
      <Form.Item name="title" label="Title">
        <Input />
      </Form.Item>
      <Form.Item name="file" label="Contract PDF">
        <FileUploadField slot="CONTRACT_PDF" />
      </Form.Item>
    </Form>,
  );
  const input = document.querySelector<HTMLInputElement>('input[data-slot="CONTRACT_PDF"]')!;
  return { input, values };
}

/** The field's button: named by the form label it belongs to. */
const chooser = () => screen.getByRole('button', { name: 'Contract PDF' });

async function typeTitle(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Title'));
  await user.paste('Master agreement 2027');
}

test.each([
  [
    'a renamed executable',
    () => new File(['MZ\u0090\u0000\u0003'], 'contract.pdf', { type: 'application/pdf' }),
    'This file format is not allowed. Choose a PDF file.',
  ],
  [
    'a PDF over 20 MB',
    () => pdf('big.pdf', 20 * MB + 1),
    'The file size exceeds the limit of 20 MB for a PDF file. Choose a smaller file.',
  ],
  [
    'an empty file (0 bytes)',
    () => new File([], 'empty.pdf', { type: 'application/pdf' }),
    'The file is empty (0 bytes). Choose a file that has content.',
  ],
  [
    'a name with a semicolon',
    () => pdf('bad;name.pdf'),
    'This file name is not allowed, please rename the file.',
  ],
])('%s is refused before sending, with its message; the form keeps what was typed', async (_, file, text) => {
  const user = userEvent.setup({ applyAccept: false });
  const { input, values } = renderForm();
  await typeTitle(user);
  await user.upload(input, file());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(received).toEqual([]);
  expect(screen.getByLabelText('Title')).toHaveValue('Master agreement 2027');
  expect(values.current.file).toBeUndefined();
  // The same file would be refused again: there is nothing to retry, only another file to choose.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(chooser()).toBeEnabled();
  expect(chooser()).toHaveTextContent('Choose file');
});

test('a refusal by the server shows its message, which names what the field takes, and keeps the form', async () => {
  const user = userEvent.setup();
  answer = () =>
    HttpResponse.json(
      {
        ...failure(ResultCode.FILE_FORMAT_NOT_ALLOWED),
        resultMessage: 'This file format is not allowed. Choose a PDF file.',
      },
      { status: 400 },
    );
  const { input, values } = renderForm();
  await typeTitle(user);
  await user.upload(input, pdf('signed.pdf'));
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
    'This file format is not allowed. Choose a PDF file.',
  );
  expect(received).toEqual(['CONTRACT_PDF:signed.pdf']);
  expect(screen.getByLabelText('Title')).toHaveValue('Master agreement 2027');
  expect(values.current.file).toBeUndefined();
});

test('over the upload allowance (429), the field says what to do and keeps the form', async () => {
  const user = userEvent.setup();
  answer = () =>
    HttpResponse.json(failure(ResultCode.TRY_AGAIN), { status: 429, headers: { 'Retry-After': '600' } });
  const { input, values } = renderForm();
  await typeTitle(user);
  await user.upload(input, pdf('signed.pdf'));
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent(
    'You have uploaded many files in the last hour that no saved form uses yet.',
  );
  expect(alert).toHaveTextContent('Save the form that uses them, or try again later');
  expect(screen.getByLabelText('Title')).toHaveValue('Master agreement 2027');
  expect(values.current.file).toBeUndefined();
});

test('while a file uploads its progress shows and it can be cancelled; nothing is kept', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  answer = async (name) => {
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return HttpResponse.json(envelope({ file: stored(name) }));
  };
  const { input, values } = renderForm();
  await user.upload(input, pdf('annex.pdf'));
  expect(await screen.findByRole('progressbar', { name: 'Uploading annex.pdf' }, wait)).toBeInTheDocument();
  expect(chooser()).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument(), wait);
  // The answer arriving after the cancel changes nothing.
  release();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('annex.pdf')).not.toBeInTheDocument();
  expect(values.current.file).toBeUndefined();
  expect(chooser()).toBeEnabled();
  expect(chooser()).toHaveTextContent('Choose file');
});

test('a failed transfer can be tried again with the same file, which then fills the field', async () => {
  const user = userEvent.setup();
  let attempts = 0;
  answer = (name) => {
    attempts += 1;
    return attempts === 1
      ? HttpResponse.json(failure(ResultCode.FILE_UPLOAD_FAILED), { status: 500 })
      : HttpResponse.json(envelope({ file: stored(name) }));
  };
  const { input, values } = renderForm();
  await typeTitle(user);
  await user.upload(input, pdf('addendum.pdf'));
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('File upload failed.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('addendum.pdf', { selector: 'span' }, wait)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(received).toEqual(['CONTRACT_PDF:addendum.pdf', 'CONTRACT_PDF:addendum.pdf']);
  expect(values.current.file).toEqual(stored('addendum.pdf'));
  expect(screen.getByLabelText('Title')).toHaveValue('Master agreement 2027');
  expect(chooser()).toHaveTextContent('Replace file');
});

test('replacing a file this field uploaded discards the replaced one; the new one fills the field', async () => {
  const user = userEvent.setup();
  const { input, values } = renderForm();
  await user.upload(input, pdf('draft.pdf'));
  expect(await screen.findByText('draft.pdf', { selector: 'span' }, wait)).toBeInTheDocument();
  expect(chooser()).toHaveTextContent('Replace file');
  await user.upload(input, pdf('final.pdf'));
  expect(await screen.findByText('final.pdf', { selector: 'span' }, wait)).toBeInTheDocument();
  await waitFor(() => expect(discarded).toEqual([stored('draft.pdf').fileUrl]), wait);
  expect(values.current.file).toEqual(stored('final.pdf'));
});

test('removing a file this field uploaded discards it', async () => {
  const user = userEvent.setup();
  const { input, values } = renderForm();
  await user.upload(input, pdf('draft.pdf'));
  await user.click(await screen.findByRole('button', { name: 'Remove file' }, wait));
  await waitFor(() => expect(discarded).toEqual([stored('draft.pdf').fileUrl]), wait);
  expect(values.current.file).toBeNull();
});

test('replacing the saved record’s file asks to discard nothing: that file is not this field’s upload', async () => {
  const user = userEvent.setup();
  const { input, values } = renderForm(stored('signed-2026.pdf'));
  expect(chooser()).toHaveTextContent('Replace file');
  await user.upload(input, pdf('signed-2027.pdf'));
  expect(await screen.findByText('signed-2027.pdf', { selector: 'span' }, wait)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove file' }));
  // Only the field's own upload (signed-2027) is discarded, never the saved file.
  await waitFor(() => expect(discarded).toEqual([stored('signed-2027.pdf').fileUrl]), wait);
  expect(values.current.file).toBeNull();
});
