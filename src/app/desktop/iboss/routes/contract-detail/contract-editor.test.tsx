/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultCode } from '@contract/shared/result-codes';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { UPLOAD_API } from '@contract/upload/constants';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { ContractEditor } from './contract-editor';

// The shared machine is slow; give each network round trip time.
jest.setTimeout(60_000);
const wait = { timeout: 15_000 };

const contract: StaffDocumentItem = {
  documentId: '665f00000000000000000001',
  partnerId: 'gcash',
  partnerName: 'GCash',
  kind: 'CONTRACT',
  title: 'Master agreement 2027',
  contractType: 'MSA',
  counterparty: 'GCash Inc.',
  period: null,
  effectiveDate: '2027-01-01',
  expiryDate: '2027-12-31',
  status: 'DRAFT',
  currentVersion: 0,
  publishedAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  versions: [],
};

let saves: Record<string, unknown>[] = [];
let attaches: Record<string, unknown>[] = [];
let attachWorks = false;
let downloads: string[] = [];
startMswServer(
  http.get('*/api/spportal/file/download.json', ({ request }) => {
    downloads.push(new URL(request.url).searchParams.get('fileUrl')!);
    return HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 404 });
  }),
  http.post(`*${UPLOAD_API.upload}`, () =>
    HttpResponse.json(
      envelope({
        file: {
          fileUrl: '6f1c2d3e-0000-4000-8000-00000000000a.pdf',
          fileName: 'signed.pdf',
          contentType: 'application/pdf',
          sizeBytes: 64,
        },
      }),
    ),
  ),
  http.post(`*${DOCUMENT_STAFF_API.save}`, async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(envelope({ document: contract }));
  }),
  http.post(`*${DOCUMENT_STAFF_API.readers}`, () => HttpResponse.json(envelope({ readerList: [] }))),
  http.post(`*${DOCUMENT_STAFF_API.addVersion}`, async ({ request }) => {
    attaches.push((await request.json()) as Record<string, unknown>);
    return attachWorks
      ? HttpResponse.json(envelope({ document: { ...contract, currentVersion: 1 } }))
      : HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 400 });
  }),
);

const PDF_HEAD = '%PDF-1.4\n';
const pdf = () => new File([PDF_HEAD, new Uint8Array(64)], 'signed.pdf', { type: 'application/pdf' });

test('a new contract whose PDF failed to attach is not created again: saving again only attaches the PDF', async () => {
  saves = [];
  attaches = [];
  attachWorks = false;
  const saved = jest.fn();
  const ui = userEvent.setup();
  render(
    <ContractEditor
      doc={null}
      partners={[{ id: 'gcash', name: 'GCash' }]}
      onClose={() => {}}
      onSaved={saved}
    />,
  );
  await ui.click(screen.getByLabelText('Partner'));
  await ui.click(await screen.findByTitle('GCash'));
  await ui.click(screen.getByLabelText('Title'));
  await ui.paste('Master agreement 2027');
  await ui.click(screen.getByLabelText('Counterparty'));
  await ui.paste('GCash Inc.');
  fireEvent.change(screen.getByLabelText('Effective from'), { target: { value: '2027-01-01' } });
  fireEvent.change(screen.getByLabelText('Expires on'), { target: { value: '2027-12-31' } });
  await ui.upload(pdfInput(), pdf());
  expect(await screen.findByText('signed.pdf', {}, wait)).toBeInTheDocument();

  await ui.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
    'The contract is saved, but its PDF was not attached',
  );
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ partnerId: 'gcash', title: 'Master agreement 2027' });
  expect(saved).not.toHaveBeenCalled();

  attachWorks = true;
  await ui.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(
    () => expect(saved).toHaveBeenCalledWith(expect.stringContaining('Version 1 attached.')),
    wait,
  );
  expect(saves).toHaveLength(1);
  expect(attaches.map((body) => body.documentId)).toEqual([contract.documentId, contract.documentId]);
});

test('in Chinese the editor is labelled and checked in Chinese before anything is sent', async () => {
  await changeLocale('zh-CN');
  try {
    saves = [];
    const ui = userEvent.setup();
    render(
      <ContractEditor
        doc={null}
        partners={[{ id: 'gcash', name: 'GCash' }]}
        onClose={() => {}}
        onSaved={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('签约方')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('生效日期'), { target: { value: '2027-12-31' } });
    fireEvent.change(screen.getByLabelText('到期日期'), { target: { value: '2027-01-01' } });
    await ui.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect((await screen.findAllByText('必填。', {}, wait)).length).toBeGreaterThan(0);
    expect(await screen.findByText('到期日期不得早于生效日期。', {}, wait)).toBeInTheDocument();
    expect(saves).toEqual([]);
  } finally {
    await changeLocale('en');
  }
});

test('closing after the contract was saved without its PDF still reports it, so the list shows it', async () => {
  saves = [];
  attaches = [];
  attachWorks = false;
  const saved = jest.fn();
  const closed = jest.fn();
  const ui = userEvent.setup();
  render(
    <ContractEditor
      doc={contract}
      partners={[{ id: 'gcash', name: 'GCash' }]}
      onClose={closed}
      onSaved={saved}
    />,
  );
  await ui.upload(pdfInput(), pdf());
  expect(await screen.findByText('signed.pdf', {}, wait)).toBeInTheDocument();
  await ui.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('Save again to attach it.');
  await ui.click(screen.getByRole('button', { name: 'Cancel' }));
  // The chosen PDF is not attached: closing asks before dropping it.
  const ask = (await screen.findAllByText('Discard your changes?', {}, wait))
    .at(-1)!
    .closest<HTMLElement>('[role="dialog"]')!;
  await ui.click(within(ask).getByRole('button', { name: 'Discard' }));
  expect(saved).toHaveBeenCalledWith('Contract saved without the new PDF.');
  expect(closed).not.toHaveBeenCalled();
});

test('a contract without an expiry date saves as open-ended; a draft is said to stay hidden', async () => {
  saves = [];
  const saved = jest.fn();
  const ui = userEvent.setup();
  render(
    <ContractEditor
      doc={{ ...contract, expiryDate: null }}
      partners={[{ id: 'gcash', name: 'GCash' }]}
      onClose={() => {}}
      onSaved={saved}
    />,
  );
  expect(screen.getByLabelText('Expires on')).toHaveValue('');
  await ui.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(
    () =>
      expect(saved).toHaveBeenCalledWith('Saved as a draft. Partners do not see it until it is published.'),
    wait,
  );
  expect(saves).toEqual([expect.objectContaining({ documentId: contract.documentId, expiryDate: null })]);
});

test('each version opens in the viewer, fetched through the authorised download route', async () => {
  downloads = [];
  const ui = userEvent.setup();
  const version = {
    version: 1,
    fileUrl: '6f1c2d3e-0000-4000-8000-0000000000d1.pdf',
    fileName: 'Master agreement.pdf',
    createdAt: '2026-11-01T00:00:00.000Z',
    note: null,
  };
  render(
    <ContractEditor
      doc={{ ...contract, currentVersion: 1, versions: [version] }}
      partners={[{ id: 'gcash', name: 'GCash' }]}
      onClose={() => {}}
      onSaved={() => {}}
    />,
  );
  await ui.click(screen.getByRole('button', { name: 'Open version 1' }));
  expect(await screen.findByText('Master agreement 2027, version 1')).toBeInTheDocument();
  expect(await screen.findByText('File does not exist.', {}, wait)).toBeInTheDocument();
  expect(downloads).toEqual([version.fileUrl]);
});

test('closing with typed edits asks first; discarding closes', async () => {
  const closed = jest.fn();
  const ui = userEvent.setup();
  render(
    <ContractEditor
      doc={contract}
      partners={[{ id: 'gcash', name: 'GCash' }]}
      onClose={closed}
      onSaved={() => {}}
    />,
  );
  await ui.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(closed).toHaveBeenCalledTimes(1);
  await ui.type(screen.getByLabelText('Title'), ' (signed)');
  await ui.keyboard('{Escape}');
  const ask = (await screen.findAllByText('Discard your changes?', {}, wait))
    .at(-1)!
    .closest<HTMLElement>('[role="dialog"]')!;
  expect(closed).toHaveBeenCalledTimes(1);
  await ui.click(within(ask).getByRole('button', { name: 'Discard' }));
  expect(closed).toHaveBeenCalledTimes(2);
});

function pdfInput() {
  return document.querySelector<HTMLInputElement>('input[data-slot="CONTRACT_PDF"]')!;
}
