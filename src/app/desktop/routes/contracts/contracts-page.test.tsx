/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ContractDetail, ContractSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { blockRoot, renderAt } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { contractFixture, documentServer, envelope } from '@/test/document-msw';
import { failure } from '@/test/msw-server';
import ContractsPage from './contracts-page';

jest.setTimeout(60_000);

const server = documentServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUERY = `*${DOCUMENT_API.contractQuery}`;
const DETAIL = `*${DOCUMENT_API.contractDetail}`;
const page = (path = '/contracts') =>
  renderAt(
    <SignedInSessionProvider>
      <ContractsPage />
    </SignedInSessionProvider>,
    { path, pattern: '/contracts' },
  );
const list = (contractList: ContractSummary[]) =>
  http.post(QUERY, () =>
    HttpResponse.json(envelope({ total: contractList.length, pageNum: 1, pageSize: 10, contractList })),
  );

describe('desktop ContractsPage', () => {
  it('lists contracts with status, expiry countdown and new marks', async () => {
    server.use(list([contractFixture()]));
    page();
    expect(await screen.findByText('Master Agreement 2026', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Expires in 25 days')).toBeInTheDocument();
    expect(screen.getByText('Expiring')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(blockRoot('contracts')).toHaveAttribute('data-state', 'ready');
  });

  it('fits a long title to one line with its full text on hover, the counterparty under it', async () => {
    const title = 'Cross-border Acquiring Master Agreement with a very long schedule name';
    server.use(list([contractFixture({ title })]));
    page();
    const link = await screen.findByRole('button', { name: title }, { timeout: 20_000 });
    expect(link).toHaveAttribute('title', title);
    expect(screen.getByText('Network Payments Pte. Ltd.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Counterparty' })).not.toBeInTheDocument();
  });

  it('says there are no contracts yet', async () => {
    server.use(list([]));
    page();
    await waitFor(() => expect(blockRoot('contracts')).toHaveAttribute('data-state', 'empty'), {
      timeout: 20_000,
    });
    expect(screen.getByText('No contracts yet')).toBeInTheDocument();
  });

  it('offers a retry when the list fails, and shows the list after it', async () => {
    let calls = 0;
    server.use(
      http.post(QUERY, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { success: false, resultCode: 'IPAY_RS_510870001', resultMessage: 'System Error' },
              { status: 500 },
            )
          : HttpResponse.json(
              envelope({ total: 1, pageNum: 1, pageSize: 10, contractList: [contractFixture()] }),
            );
      }),
    );
    page();
    await userEvent.click(await screen.findByText('Retry', {}, { timeout: 20_000 }));
    await waitFor(() => expect(blockRoot('contracts')).toHaveAttribute('data-state', 'ready'), {
      timeout: 20_000,
    });
  });

  it("says another partner's (or an unknown) contract id is not available", async () => {
    server.use(
      list([contractFixture()]),
      http.post(DETAIL, () =>
        HttpResponse.json(
          { success: false, resultCode: 'IPAY_RS_510870003', resultMessage: 'Not found' },
          { status: 404 },
        ),
      ),
    );
    page('/contracts?id=someone-elses');
    expect(
      await screen.findByText('This document is not available', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('shows the File Not Exists message when the PDF is missing', async () => {
    const detail: ContractDetail = {
      ...contractFixture(),
      versions: [
        {
          version: 1,
          file: contractFixture().file,
          note: 'Signed',
          createdAt: '2026-01-01T00:00:00.000Z',
          readAt: null,
        },
      ],
    };
    server.use(
      list([contractFixture()]),
      http.post(DETAIL, () => HttpResponse.json(envelope({ contract: detail }))),
      http.get('*/api/spportal/file/download.json', () =>
        HttpResponse.json(
          { success: false, resultCode: 'IPAY_RS_510872002', resultMessage: 'File Not Exists' },
          { status: 404 },
        ),
      ),
    );
    page('/contracts?id=c1');
    expect(await screen.findByText('Version history', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText('File does not exist.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText("Couldn't open this document")).toBeInTheDocument();
  });

  it('without authority, the list and a contract opened by id both say whom to ask, with no retry', async () => {
    server.use(
      http.post(QUERY, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })),
      http.post(DETAIL, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })),
    );
    page(`/contracts?id=${contractFixture().documentId}`);
    await waitFor(
      () =>
        expect(
          screen.getAllByText('You have no access to these documents. Ask your admin for authority.'),
        ).toHaveLength(2),
      { timeout: 20_000 },
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
