/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCache } from 'ahooks';
import { MemoryRouter } from 'react-router-dom';
import type { DfPartnerClaim } from '@contract/df/schemas';
import { DF_PARTNER_API } from '@contract/df/constants';
import { DOCUMENT_API } from '@contract/document/constants';
import { contractFixture } from '@/test/document-msw';
import { renderMobile } from '@/test/render-mobile';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, http, HttpResponse, scriptedCall, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { READ_MESSAGE } from '@/shared/offline/offline-reads';
import type { ReadMessage } from '@/shared/offline/offline-reads';
import { formatDateTime } from '@/shared/format/date';
import ContractsPage from './routes/contracts/contracts-page';
import BusinessInsightsPage from './routes/business-insights/business-insights-page';
import ClaimsBlock from './routes/overview/claims-block';

// The phone's offline screens (docs/offline.md) against answers at the network level: when the
// browser says the connection is gone and the service worker says an answer came from its cache,
// the screen shows "Offline: figures as of <when it was fetched>" and disables what needs the
// network, saying why; back online it asks again by itself.

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

/** The browser's service worker container: jsdom has none; the page listens to its messages. */
const worker = Object.assign(new EventTarget(), { controller: null });
Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });

let online = true;
jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);

const FETCHED_AT = '2026-11-27T08:30:00.000Z';
const STAMP = `Offline: figures as of ${formatDateTime(FETCHED_AT)}`;

function workerSays(path: string, fromCache: boolean, fetchedAt = FETCHED_AT): void {
  const data: ReadMessage = { type: READ_MESSAGE, path, fetchedAt, fromCache };
  act(() => {
    worker.dispatchEvent(new MessageEvent('message', { data }));
  });
}

function connection(up: boolean): void {
  online = up;
  act(() => {
    window.dispatchEvent(new Event(up ? 'online' : 'offline'));
  });
}

const contractsCall = scriptedCall(DOCUMENT_API.contractQuery);
const claimsCall = scriptedCall(DF_PARTNER_API.pageQuery);
const programsCall = scriptedCall(DF_PARTNER_API.query);
const server = startMswServer(contractsCall.handler, claimsCall.handler, programsCall.handler);

afterEach(() => {
  // Each test ends online, with fresh answers: the next starts as a phone with a network does.
  connection(true);
  for (const path of [DOCUMENT_API.contractQuery, DOCUMENT_API.insightQuery, DF_PARTNER_API.pageQuery]) {
    workerSays(path, false, new Date().toISOString());
  }
  clearCache();
});

describe('the phone offline', () => {
  it('contracts: the kept list with its time, cards that say they need a connection, a refresh back online', async () => {
    contractsCall.answer({
      total: 1,
      pageNum: 1,
      pageSize: 10,
      contractList: [contractFixture({ documentId: 'c1', title: 'Master agreement' })],
    });
    renderMobileScreen(<ContractsPage />, { url: '/mobile/contracts', pattern: '/mobile/contracts' });
    await waitFor(() => expect(blockRoot('contracts')).toHaveAttribute('data-state', 'ready'), wait);
    const card = screen.getByRole('button', { name: /Master agreement/ });
    expect(card).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    connection(false);
    workerSays(DOCUMENT_API.contractQuery, true);
    expect(screen.getByRole('status')).toHaveTextContent(STAMP);
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription('Opening a contract needs a connection.');

    const asked = contractsCall.asked.length;
    connection(true);
    await waitFor(() => expect(contractsCall.asked.length).toBe(asked + 1), wait);
    workerSays(DOCUMENT_API.contractQuery, false, new Date().toISOString());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), wait);
    expect(screen.getByRole('button', { name: /Master agreement/ })).toBeEnabled();
  });

  it('back online, an answer that still came from the cache (the network not usable yet) is asked again', async () => {
    contractsCall.answer({
      total: 1,
      pageNum: 1,
      pageSize: 10,
      contractList: [contractFixture({ documentId: 'c1', title: 'Master agreement' })],
    });
    renderMobileScreen(<ContractsPage />, { url: '/mobile/contracts', pattern: '/mobile/contracts' });
    await waitFor(() => expect(blockRoot('contracts')).toHaveAttribute('data-state', 'ready'), wait);
    connection(false);
    workerSays(DOCUMENT_API.contractQuery, true);

    const asked = contractsCall.asked.length;
    connection(true);
    await waitFor(() => expect(contractsCall.asked.length).toBe(asked + 1), wait);
    // The worker's connection was not back yet: the refresh was answered from its cache.
    workerSays(DOCUMENT_API.contractQuery, true);
    expect(screen.getByRole('status')).toHaveTextContent(STAMP);
    await waitFor(() => expect(contractsCall.asked.length).toBe(asked + 2), wait);
    workerSays(DOCUMENT_API.contractQuery, false, new Date().toISOString());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), wait);
  });

  it('business insights: documents and the year filter wait for the network; the stamp is when the list shown was fetched', async () => {
    let asked = 0;
    server.use(
      http.post(`*${DOCUMENT_API.insightQuery}`, () => {
        asked += 1;
        return HttpResponse.json(
          envelope({
            total: 1,
            pageNum: 1,
            pageSize: 100,
            years: [2026, 2025],
            documentList: [
              {
                documentId: 'n1',
                kind: 'NEWSLETTER',
                title: 'GCash newsletter',
                period: '2026-10',
                publishedAt: '2026-11-02T00:00:00.000Z',
                version: 1,
                file: {
                  fileUrl: 'n1.pdf',
                  fileName: 'Newsletter October 2026.pdf',
                  fileContentType: 'application/pdf',
                  sizeBytes: 3000,
                  pageCount: 3,
                },
                readVersion: null,
                isNew: true,
              },
            ],
          }),
        );
      }),
    );
    renderMobileScreen(<BusinessInsightsPage />, {
      url: '/mobile/business-insights/Newsletter',
      pattern: '/mobile/business-insights/:type',
    });
    await waitFor(() => expect(blockRoot('insights')).toHaveAttribute('data-state', 'ready'), wait);

    // The list came from the server at 7:00, then the connection went: those are the figures shown.
    const loadedAt = '2026-11-28T07:00:00.000Z';
    workerSays(DOCUMENT_API.insightQuery, false, loadedAt);
    connection(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      `Offline: figures as of ${formatDateTime(loadedAt)}`,
    );
    // A reload offline: the worker answers from its cache, with the time that answer was fetched.
    workerSays(DOCUMENT_API.insightQuery, true);
    expect(screen.getByRole('status')).toHaveTextContent(STAMP);
    const issue = screen.getByRole('button', { name: /GCash newsletter/ });
    expect(issue).toBeDisabled();
    expect(issue).toHaveAccessibleDescription('Reading a document or another year needs a connection.');
    // Another year is not kept: tapping one does nothing offline.
    const before = asked;
    fireEvent.click(screen.getByRole('option', { name: '2025' }));
    expect(screen.getByRole('option', { name: '2025' })).toHaveAttribute('aria-selected', 'false');
    expect(asked).toBe(before);
  });

  it('overview claims: a new claim and the next page need a connection, and say so', async () => {
    programsCall.answer({
      programList: [
        {
          programId: 'p',
          kind: 'EXCLUSIVE_INCENTIVES_MDF',
          name: 'MDF 2026',
          currency: 'PHP',
          budget: 100_000,
          claimed: 0,
          approved: 0,
          paid: 0,
          remaining: 100_000,
          claimDeadline: '2099-01-31',
          status: 'ACTIVE',
          periodStart: '2026-01-01',
          periodEnd: '2026-12-31',
        },
      ],
    });
    const claim = (n: number): DfPartnerClaim => ({
      claimId: `c${n}`,
      claimNo: `CLM-${1000 + n}`,
      programId: 'p',
      title: `Campaign ${n}`,
      kind: 'EXCLUSIVE_INCENTIVES_MDF',
      amount: 2500,
      requestedAmount: 2500,
      currency: 'PHP',
      status: 'SUBMITTED',
      submittedAt: '2026-10-02T03:00:00.000Z',
      updatedAt: '2026-10-03T03:00:00.000Z',
      activityStart: null,
      activityEnd: null,
      rejectReason: null,
      paymentRef: null,
      paidOn: null,
      paymentProof: null,
    });
    claimsCall.answer({ total: 12, pageNum: 1, pageSize: 10, claimList: [1, 2, 3].map(claim) });
    renderMobile(
      <MemoryRouter initialEntries={['/mobile/overview']}>
        <SignedInSessionProvider>
          <ClaimsBlock />
        </SignedInSessionProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(blockRoot('claims')).toHaveAttribute('data-state', 'ready'), wait);
    const newClaim = await screen.findByRole('button', { name: 'New claim' }, wait);
    expect(newClaim).toBeEnabled();

    connection(false);
    workerSays(DF_PARTNER_API.pageQuery, true);
    const why = 'New claims, more claims and proofs of payment need a connection.';
    expect(newClaim).toBeDisabled();
    expect(newClaim).toHaveAccessibleDescription(why);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();
  });
});
