/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDocumentItem } from '@contract/staff-content/schemas';
import { DOCUMENT_STAFF_API } from '@contract/staff-content/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { DocumentStatusButton } from './document-status-button';

jest.setTimeout(60_000);
const wait = { timeout: 15_000 };

const doc: StaffDocumentItem = {
  documentId: '665f00000000000000000003',
  partnerId: 'gcash',
  partnerName: 'GCash',
  kind: 'NEWSLETTER',
  title: 'Network Newsletter May 2026',
  contractType: null,
  counterparty: null,
  period: '2026-05',
  effectiveDate: null,
  expiryDate: null,
  status: 'PUBLISHED',
  currentVersion: 1,
  publishedAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  versions: [],
};

let saves: Record<string, unknown>[] = [];
startMswServer(
  http.post(`*${DOCUMENT_STAFF_API.save}`, async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(envelope({ document: { ...doc, status: 'ARCHIVED' } }));
  }),
);

test('withdrawing asks first, saying the partner loses access; only the confirmation withdraws', async () => {
  saves = [];
  const ui = userEvent.setup();
  render(<DocumentStatusButton doc={doc} onError={() => {}} />);
  await ui.click(screen.getByRole('button', { name: 'Withdraw Network Newsletter May 2026 (GCash)' }));
  expect(await screen.findByText('Withdraw Network Newsletter May 2026 from GCash?')).toBeInTheDocument();
  expect(screen.getByText(/The partner loses access to it at once/)).toBeInTheDocument();
  expect(saves).toEqual([]);
  await ui.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(saves).toEqual([]);

  await ui.click(screen.getByRole('button', { name: 'Withdraw Network Newsletter May 2026 (GCash)' }));
  const confirm = await screen.findAllByRole('button', { name: 'Withdraw' });
  await ui.click(confirm.at(-1)!);
  await waitFor(() => expect(saves).toEqual([expect.objectContaining({ status: 'ARCHIVED' })]), wait);
});
