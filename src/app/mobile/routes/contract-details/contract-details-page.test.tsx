/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { useEffect as UseEffect } from 'react';
import type { ContractDetail } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { contractFixture } from '@/test/document-msw';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import ContractDetailsPage from './contract-details-page';

// pdf.js draws on a canvas, which jsdom lacks: here a page reports itself drawn as in a browser,
// which is when the viewer counts the document as opened (the read receipt).
jest.mock('@/app/pdf/pdf-pages', () => {
  const { useEffect } = jest.requireActual<{ useEffect: typeof UseEffect }>('react');
  function DrawnPage({
    pageNumber,
    onLoad,
    onRendered,
  }: {
    pageNumber: number;
    onLoad: (count: number) => void;
    onRendered: (page: number) => void;
  }) {
    useEffect(() => {
      onLoad(1);
      onRendered(pageNumber);
    }, [pageNumber, onLoad, onRendered]);
    return <canvas aria-label="PDF page" />;
  }
  return { __esModule: true, default: DrawnPage };
});

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

const server = startMswServer();

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

describe('mobile /mobile/contracts/contract-details: read marks', () => {
  it('once v2 is open, the facts and its line in the version history both say it was read', async () => {
    const receipts: unknown[] = [];
    server.use(
      http.post(`*${DOCUMENT_API.contractDetail}`, () => HttpResponse.json(envelope({ contract: detail }))),
      http.get(
        '*/api/spportal/file/download.json',
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
      http.post(`*${DOCUMENT_API.documentRead}`, async ({ request }) => {
        receipts.push(await request.json());
        return HttpResponse.json(envelope({ firstRead: true, readAt: '2026-03-02T10:00:00.000Z' }));
      }),
    );
    renderMobileScreen(<ContractDetailsPage />, {
      url: '/mobile/contracts/contract-details?id=c1',
      pattern: '/mobile/contracts/contract-details',
    });
    const v2 = (await screen.findByText('v2 · Fees revised', {}, wait)).closest(
      '.adm-list-item',
    ) as HTMLElement;
    expect(within(v2).getByText(/Not opened yet/)).toBeInTheDocument();

    expect(await screen.findByText('You read v2', {}, wait)).toBeInTheDocument();
    expect(receipts).toEqual([{ documentId: 'c1', version: 2 }]);
    await waitFor(() => expect(within(v2).queryByText(/Not opened yet/)).not.toBeInTheDocument());
    expect(within(v2).getByText(/Read /)).toBeInTheDocument();
    expect(within(v2).getByText('Viewing')).toBeInTheDocument();
  });
});
