/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractDetail } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { contractFixture } from '@/test/document-msw';
import { navigatedTo, renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import ContractDetailsPage from './contract-details-page';

// The mobile contract details screen's states against answers at the network level, with the real
// PDF pages (contract-details-page.test.tsx draws them as a browser would, for the read marks).

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

const DETAIL = `*${DOCUMENT_API.contractDetail}`;
const DOWNLOAD = '*/api/spportal/file/download.json';

const server = startMswServer();

const noAuthority = () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 });
const systemError = () => HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 });

describe('mobile /mobile/contracts/contract-details', () => {
  const show = (id: string | null = 'c1') =>
    renderMobileScreen(<ContractDetailsPage />, {
      url: `/mobile/contracts/contract-details${id ? `?id=${id}` : ''}`,
      pattern: '/mobile/contracts/contract-details',
    });
  const detail: ContractDetail = {
    ...contractFixture({ version: 2, readVersion: 1, isNew: true }),
    versions: [
      {
        version: 2,
        file: { ...contractFixture().file, fileUrl: 'v2.pdf', fileName: 'Master v2.pdf' },
        note: 'Fees revised',
        createdAt: '2026-02-01T00:00:00.000Z',
        readAt: null,
      },
      {
        version: 1,
        file: contractFixture().file,
        note: 'Signed',
        createdAt: '2026-01-01T00:00:00.000Z',
        readAt: '2026-01-05T09:00:00.000Z',
      },
    ],
  };

  it('shows the facts and the versions, and the File Not Exists message for a missing PDF', async () => {
    const downloads: string[] = [];
    server.use(
      http.post(DETAIL, () => HttpResponse.json(envelope({ contract: detail }))),
      http.get(DOWNLOAD, ({ request }) => {
        downloads.push(new URL(request.url).searchParams.get('fileUrl') ?? '');
        return HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 });
      }),
    );
    show();
    expect(
      await screen.findByRole('heading', { name: 'Master Agreement 2026', level: 1 }, wait),
    ).toBeVisible();
    expect(screen.getByText('Network Payments Pte. Ltd.')).toBeInTheDocument();
    expect(screen.getByText('Expires in 25 days')).toBeInTheDocument();
    expect(screen.getByText('New version')).toBeInTheDocument();
    expect(screen.getByText('v2 · Fees revised')).toBeInTheDocument();
    expect(screen.getByText('v1 · Signed')).toBeInTheDocument();
    expect(await screen.findByText('File does not exist.', {}, wait)).toBeInTheDocument();
    expect(screen.getByText("Couldn't open this document")).toBeInTheDocument();
    // The newest version is the one opened.
    expect(downloads[0]).toBe('v2.pdf');

    // Another version opens from the history.
    fireEvent.click(screen.getByText('v1 · Signed'));
    await waitFor(() => expect(downloads).toContain(contractFixture().file.fileUrl), wait);
  });

  it("says another partner's (or an unknown) contract is not available, with a way back", async () => {
    server.use(http.post(DETAIL, () => HttpResponse.json(failure('IPAY_RS_510870003'), { status: 404 })));
    show('someone-elses');
    expect(await screen.findByText('This document is not available', {}, wait)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to contracts' }));
    await waitFor(() => expect(navigatedTo()).toBe('/mobile/contracts'));
  });

  it('without an id it is not found, and nothing is asked', async () => {
    show(null);
    expect(await screen.findByText('This document is not available', {}, wait)).toBeInTheDocument();
  });

  it('offers a retry when the contract fails to load', async () => {
    let calls = 0;
    server.use(
      http.post(DETAIL, () => {
        calls += 1;
        return calls === 1 ? systemError() : HttpResponse.json(envelope({ contract: detail }));
      }),
      http.get(DOWNLOAD, () => HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 })),
    );
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(within(alert).getByText("Couldn't load this contract")).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Contract facts', {}, wait)).toBeInTheDocument();
  });

  it('tells a user without authority so', async () => {
    server.use(http.post(DETAIL, noAuthority));
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('You have no access to these documents.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
