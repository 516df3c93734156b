/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { DocumentSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import BusinessInsightsPage from './business-insights-page';

// The mobile business-insights screen (Newsletter, QBR) against answers at the network level:
// loading, empty, error with retry, and the data.

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

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
    const opened: string[] = [];
    const answer = gate();
    server.use(
      http.get(DOWNLOAD, ({ request }) => {
        opened.push(request.url);
        return HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 });
      }),
      http.post(`*${DOCUMENT_API.documentRead}`, ({ request }) => {
        opened.push(request.url);
        return HttpResponse.json(envelope({}));
      }),
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
    // Showing the list opens nothing: no file is fetched and nothing is marked read.
    expect(opened).toEqual([]);
    expect(asked[0]).toMatchObject({ type: 'Newsletter', pageNum: 1 });
    expect(asked[0].year).toBeUndefined();

    fireEvent.click(screen.getByText('2025'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ type: 'Newsletter', year: 2025 }), wait);
    await waitFor(() => expect(screen.queryByText('October 2026')).not.toBeInTheDocument(), wait);
    expect(screen.getByText('December 2025')).toBeInTheDocument();
    expect(opened).toEqual([]);
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
