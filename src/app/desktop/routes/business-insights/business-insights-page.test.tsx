/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { DocumentSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import BusinessInsightsPage from './business-insights-page';

// The desktop business-insights screen (Newsletter, QBR), against answers at the network level.

jest.setTimeout(120_000);
const wait = { timeout: 20_000 };

const INSIGHTS = `*${DOCUMENT_API.insightQuery}`;
const DOWNLOAD = '*/api/spportal/file/download.json';

const server = startMswServer();

function show(ui: ReactElement, url: string, pattern: string) {
  clearCache();
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SignedInSessionProvider>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </SignedInSessionProvider>
    </MemoryRouter>,
  );
}
const showInsights = (type: 'Newsletter' | 'QBR') =>
  show(<BusinessInsightsPage />, `/business-insights/${type}`, '/business-insights/:type');

const doc = (overrides: Partial<DocumentSummary>): DocumentSummary => ({
  documentId: 'n1',
  kind: 'NEWSLETTER',
  title: 'GCash newsletter October',
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
const october = doc({});
const september = doc({
  documentId: 'n0',
  period: '2025-09',
  title: 'GCash newsletter September',
  isNew: false,
  readVersion: 1,
  file: { ...doc({}).file, fileUrl: 'n0.pdf' },
});

const missingFile = () => HttpResponse.json(failure('IPAY_RS_510872002'), { status: 404 });

describe('desktop /business-insights/:type', () => {
  it('lists the documents by period with new marks; the year filter asks for that year; a click opens one', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const downloads: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(INSIGHTS, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        asked.push(body);
        await held;
        const list = body.year === 2025 ? [september] : [october, september];
        return HttpResponse.json(envelope({ total: list.length, documentList: list, years: [2026, 2025] }));
      }),
      http.get(DOWNLOAD, ({ request }) => {
        downloads.push(new URL(request.url).searchParams.get('fileUrl') ?? '');
        return missingFile();
      }),
    );
    showInsights('Newsletter');
    expect(blockRoot('insights')).toHaveAttribute('data-state', 'loading');
    release();
    await waitFor(() => expect(blockRoot('insights')).toHaveAttribute('data-state', 'ready'), wait);
    expect(screen.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeInTheDocument();
    const rows = document.querySelectorAll<HTMLElement>('[data-document-id]');
    expect([...rows].map((row) => within(row).getByRole('button').textContent)).toEqual([
      'October 2026',
      'September 2025',
    ]);
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('New')).not.toBeInTheDocument();
    expect(asked[0]).toMatchObject({ type: 'Newsletter', pageNum: 1, pageSize: 10 });
    // Nothing opens by itself on the library page.
    expect(screen.getByText('Choose a document to read it here')).toBeInTheDocument();
    expect(downloads).toEqual([]);

    await userEvent.click(within(rows[0]).getByRole('button', { name: 'October 2026' }));
    expect(await screen.findByText('File does not exist.', {}, wait)).toBeInTheDocument();
    expect(downloads).toEqual(['n1.pdf']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    const options = await screen.findAllByTitle('2025', {}, wait);
    await userEvent.click(options[options.length - 1]);
    await waitFor(
      () => expect(asked.at(-1)).toMatchObject({ type: 'Newsletter', year: 2025, pageNum: 1 }),
      wait,
    );
    await waitFor(() => expect(screen.queryByText('October 2026')).not.toBeInTheDocument(), wait);
    expect(screen.getByText('September 2025')).toBeInTheDocument();
  });

  it('asks for QBRs on the QBR route and names the quarters', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      http.post(INSIGHTS, async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          envelope({
            total: 1,
            documentList: [doc({ documentId: 'q1', kind: 'QBR', period: '2025-Q4', title: 'QBR Q4' })],
            years: [2025],
          }),
        );
      }),
    );
    showInsights('QBR');
    expect(await screen.findByRole('button', { name: 'Q4 2025' }, wait)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quarterly business reviews', level: 1 })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ type: 'QBR' });
  });

  it('says there are no documents yet', async () => {
    server.use(
      http.post(INSIGHTS, () => HttpResponse.json(envelope({ total: 0, documentList: [], years: [] }))),
    );
    showInsights('QBR');
    expect(await screen.findByText('No documents yet', {}, wait)).toBeInTheDocument();
    expect(blockRoot('insights')).toHaveAttribute('data-state', 'empty');
  });

  it('offers a retry when the list fails, and shows the list after it', async () => {
    let fail = true;
    server.use(
      http.post(INSIGHTS, () =>
        fail
          ? HttpResponse.json(failure('IPAY_RS_510870001'), { status: 500 })
          : HttpResponse.json(envelope({ total: 1, documentList: [october], years: [2026] })),
      ),
    );
    showInsights('Newsletter');
    expect(await screen.findByText("Couldn't load the documents", {}, wait)).toBeInTheDocument();
    expect(screen.getByText('System error, please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'October 2026' }, wait)).toBeInTheDocument();
  });

  it('tells a user without authority whom to ask, with no retry', async () => {
    server.use(http.post(INSIGHTS, () => HttpResponse.json(failure('IPAY_RS_510871002'), { status: 403 })));
    showInsights('Newsletter');
    expect(
      await screen.findByText(
        'You have no access to these documents. Ask your admin for authority.',
        {},
        wait,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
