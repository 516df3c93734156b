/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { ContractDetail, ContractSummary, DocumentSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { contractFixture } from '@/test/document-msw';
import { navigatedTo, renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import BusinessInsightsPage from '@/app/mobile/routes/business-insights/business-insights-page';
import ContractDetailsPage from '@/app/mobile/routes/contract-details/contract-details-page';
import ContractsPage from '@/app/mobile/routes/contracts/contracts-page';

// The mobile contracts, contract details and business-insights (Newsletter, QBR) screens against
// answers at the network level: loading, empty, error with retry, no authority, and the data.

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

const QUERY = `*${DOCUMENT_API.contractQuery}`;
const DETAIL = `*${DOCUMENT_API.contractDetail}`;
const INSIGHTS = `*${DOCUMENT_API.insightQuery}`;
const DOWNLOAD = '*/api/spportal/file/download.json';

const server = startMswServer();

const noAuthority = () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 });
const systemError = () => HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 });

/** A call that waits until the test lets it answer. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const contracts = (count: number): ContractSummary[] =>
  Array.from({ length: count }, (_, i) =>
    contractFixture({ documentId: `c${i + 1}`, title: `Agreement ${i + 1}` }),
  );

describe('mobile /mobile/contracts', () => {
  const show = () =>
    renderMobileScreen(<ContractsPage />, { url: '/mobile/contracts', pattern: '/mobile/contracts' });

  it('shows a skeleton while the list loads, then cards with status, expiry countdown and read marks', async () => {
    const answer = gate();
    server.use(
      http.post(QUERY, async () => {
        await answer.opened;
        return HttpResponse.json(
          envelope({
            total: 2,
            pageNum: 1,
            pageSize: 10,
            contractList: [
              contractFixture(),
              contractFixture({
                documentId: 'c2',
                title: 'Data Processing Addendum',
                state: 'EXPIRED',
                daysToExpiry: -3,
                isNew: false,
                readVersion: 2,
                version: 2,
              }),
            ],
          }),
        );
      }),
    );
    show();
    expect(blockRoot('contracts')).toHaveAttribute('data-state', 'loading');
    answer.open();
    const first = await screen.findByRole('button', { name: /Master Agreement 2026/ }, wait);
    expect(within(first).getByText('Expires in 25 days')).toBeInTheDocument();
    expect(within(first).getByText('Expiring')).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: /Data Processing Addendum/ });
    expect(within(second).getByText('Expired 3 days ago')).toBeInTheDocument();
    expect(within(second).getByText('You read v2')).toBeInTheDocument();
    expect(await screen.findByText('That is every contract', {}, wait)).toBeInTheDocument();
    expect(blockRoot('contracts')).toHaveAttribute('data-state', 'ready');
  });

  it('loads the next page as the list scrolls, ten at a time', async () => {
    // jsdom lays nothing out, so every element lacks an offsetParent and antd-mobile's
    // InfiniteScroll would think it hidden; here the list's end is in view, as on a phone at the end.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    const pages: number[] = [];
    const all = contracts(12);
    server.use(
      http.post(QUERY, async ({ request }) => {
        const { pageNum } = (await request.json()) as { pageNum: number };
        pages.push(pageNum);
        return HttpResponse.json(
          envelope({
            total: all.length,
            pageNum,
            pageSize: 10,
            contractList: all.slice((pageNum - 1) * 10, pageNum * 10),
          }),
        );
      }),
    );
    try {
      show();
      expect(await screen.findByRole('button', { name: /Agreement 12/ }, wait)).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /Agreement \d+/ })).toHaveLength(12);
      expect(await screen.findByText('That is every contract', {}, wait)).toBeInTheDocument();
      expect(pages).toEqual([1, 2]);
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    }
  });

  it('opens the contract details when a card is tapped', async () => {
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json(
          envelope({ total: 1, pageNum: 1, pageSize: 10, contractList: [contractFixture()] }),
        ),
      ),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: /Master Agreement 2026/ }, wait));
    await waitFor(() => expect(navigatedTo()).toBe('/mobile/contracts/contract-details?id=c1'));
  });

  it('says there are no contracts yet', async () => {
    server.use(
      http.post(QUERY, () =>
        HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, contractList: [] })),
      ),
    );
    show();
    expect(await screen.findByText('No contracts yet', {}, wait)).toBeInTheDocument();
    expect(blockRoot('contracts')).toHaveAttribute('data-state', 'empty');
  });

  it('offers a retry when the list fails, and shows the cards after it', async () => {
    let calls = 0;
    server.use(
      http.post(QUERY, () => {
        calls += 1;
        return calls === 1
          ? systemError()
          : HttpResponse.json(
              envelope({ total: 1, pageNum: 1, pageSize: 10, contractList: [contractFixture()] }),
            );
      }),
    );
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(within(alert).getByText("Couldn't load the documents")).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Master Agreement 2026/ }, wait)).toBeInTheDocument();
  });

  it('tells a user without authority so, with no retry that could not help', async () => {
    server.use(http.post(QUERY, noAuthority));
    show();
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('You have no access to these documents. Ask your admin for authority.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

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

describe('mobile /mobile/business-insights/:type (Newsletter and QBR)', () => {
  const show = (type: 'Newsletter' | 'QBR') =>
    renderMobileScreen(<BusinessInsightsPage />, {
      url: `/mobile/business-insights/${type}`,
      pattern: '/mobile/business-insights/:type',
    });
  const doc = (overrides: Partial<DocumentSummary>): DocumentSummary => ({
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
    ...overrides,
  });

  it('lists newsletters by period, newest first, with new marks; the year filter asks for that year', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const answer = gate();
    server.use(
      http.post(INSIGHTS, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        asked.push(body);
        await answer.opened;
        const list =
          body.year === 2025
            ? [
                doc({
                  documentId: 'n0',
                  period: '2025-12',
                  title: 'Year-end issue',
                  isNew: false,
                  readVersion: 1,
                }),
              ]
            : [doc({}), doc({ documentId: 'n0', period: '2025-12', title: 'Year-end issue', isNew: false })];
        return HttpResponse.json(envelope({ total: list.length, documentList: list, years: [2026, 2025] }));
      }),
    );
    show('Newsletter');
    expect(blockRoot('insights')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeInTheDocument();
    answer.open();
    const cards = await screen.findAllByRole('button', { name: /issue|newsletter/i }, wait);
    expect(cards.map((card) => card.querySelector('span span')?.textContent)).toEqual([
      'October 2026',
      'December 2025',
    ]);
    expect(within(cards[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('New')).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ type: 'Newsletter', pageNum: 1 });
    expect(asked[0].year).toBeUndefined();

    fireEvent.click(screen.getByText('2025'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ type: 'Newsletter', year: 2025 }), wait);
    await waitFor(() => expect(screen.queryByText('October 2026')).not.toBeInTheDocument(), wait);
    expect(screen.getByText('December 2025')).toBeInTheDocument();
  });

  it('asks for QBRs on the QBR route and shows quarters', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      http.post(INSIGHTS, async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          envelope({
            total: 1,
            documentList: [doc({ documentId: 'q1', kind: 'QBR', period: '2026-Q3', title: 'QBR Q3' })],
            years: [2026],
          }),
        );
      }),
    );
    show('QBR');
    expect(await screen.findByText('Q3 2026', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quarterly business reviews', level: 1 })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ type: 'QBR' });
    // One year only: no year filter to choose from.
    expect(screen.queryByText('All years')).not.toBeInTheDocument();
  });

  it('tapping an issue opens it in the viewer (a missing file shows the File Not Exists message)', async () => {
    server.use(
      http.post(INSIGHTS, () =>
        HttpResponse.json(envelope({ total: 1, documentList: [doc({})], years: [2026] })),
      ),
      http.get(DOWNLOAD, () => HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 })),
    );
    show('Newsletter');
    fireEvent.click(await screen.findByText('October 2026', {}, wait));
    expect(await screen.findByRole('heading', { name: 'GCash newsletter', level: 2 }, wait)).toBeVisible();
    expect(await screen.findByText('File does not exist.', {}, wait)).toBeInTheDocument();
  });

  it('says there are no documents yet', async () => {
    server.use(
      http.post(INSIGHTS, () => HttpResponse.json(envelope({ total: 0, documentList: [], years: [] }))),
    );
    show('Newsletter');
    expect(await screen.findByText('No documents yet', {}, wait)).toBeInTheDocument();
    expect(blockRoot('insights')).toHaveAttribute('data-state', 'empty');
  });

  it('offers a retry when the list fails, and shows the list after it', async () => {
    let calls = 0;
    server.use(
      http.post(INSIGHTS, () => {
        calls += 1;
        return calls === 1
          ? systemError()
          : HttpResponse.json(envelope({ total: 1, documentList: [doc({})], years: [2026] }));
      }),
    );
    show('Newsletter');
    const alert = await screen.findByRole('alert', {}, wait);
    expect(within(alert).getByText("Couldn't load the documents")).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('October 2026', {}, wait)).toBeInTheDocument();
  });

  it('another type starts afresh: Newsletter to QBR keeps neither the open issue nor the year', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      http.post(INSIGHTS, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        asked.push(body);
        const list =
          body.type === 'QBR'
            ? [doc({ documentId: 'q1', kind: 'QBR', period: '2026-Q3', title: 'QBR Q3' })]
            : [doc({ documentId: 'n0', period: '2025-12', title: 'Year-end issue' })];
        return HttpResponse.json(envelope({ total: list.length, documentList: list, years: [2026, 2025] }));
      }),
      http.get(DOWNLOAD, () => HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 })),
    );
    // The shell's menu moves between the types on the same route, so the page stays mounted.
    renderMobileScreen(
      <>
        <Link to="/mobile/business-insights/QBR">To QBRs</Link>
        <BusinessInsightsPage />
      </>,
      { url: '/mobile/business-insights/Newsletter', pattern: '/mobile/business-insights/:type' },
    );
    fireEvent.click(await screen.findByText('2025', {}, wait));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ type: 'Newsletter', year: 2025 }), wait);
    fireEvent.click(await screen.findByText('December 2025', {}, wait));
    expect(await screen.findByRole('heading', { name: 'Year-end issue', level: 2 }, wait)).toBeVisible();

    fireEvent.click(screen.getByRole('link', { name: 'To QBRs' }));
    expect(await screen.findByText('Q3 2026', {}, wait)).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ type: 'QBR' });
    expect(asked.at(-1)!.year).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Year-end issue', level: 2 })).not.toBeInTheDocument();
  });

  it('tells a user without authority so, with no retry', async () => {
    server.use(http.post(INSIGHTS, noAuthority));
    show('QBR');
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent('You have no access to these documents.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
