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
import { SignedInSessionProvider } from '@/test/signed-in-session';
import NewsletterPage from './newsletter-page';

// The desktop /newsletter screen, against answers at the network level.

jest.setTimeout(120_000);
const wait = { timeout: 20_000 };

const INSIGHTS = `*${DOCUMENT_API.insightQuery}`;
const DOWNLOAD = '*/api/spportal/file/download.json';
const READ = `*${DOCUMENT_API.documentRead}`;

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
const showNewsletter = () => show(<NewsletterPage />, '/newsletter', '/newsletter');

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

describe('desktop /newsletter', () => {
  it('offers the latest issue without opening it; a document is read only when the user opens it', async () => {
    const downloads: string[] = [];
    const reads: unknown[] = [];
    server.use(
      http.post(INSIGHTS, () =>
        HttpResponse.json(envelope({ total: 2, documentList: [october, september], years: [2026, 2025] })),
      ),
      http.get(DOWNLOAD, ({ request }) => {
        downloads.push(new URL(request.url).searchParams.get('fileUrl') ?? '');
        return missingFile();
      }),
      http.post(READ, async ({ request }) => {
        reads.push(await request.json());
        return HttpResponse.json(envelope({}));
      }),
    );
    showNewsletter();
    expect(await screen.findByText('Earlier issues', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeInTheDocument();
    // The latest issue is pinned above the earlier ones, not listed among them.
    const latest = screen.getByRole('region', { name: 'Latest issue' });
    const earlier = screen.getByRole('region', { name: 'Earlier issues' });
    expect(within(latest).getByRole('button', { name: 'October 2026' })).toBeInTheDocument();
    expect(within(earlier).queryByRole('button', { name: 'October 2026' })).not.toBeInTheDocument();
    expect(within(earlier).getByRole('button', { name: 'September 2025' })).toBeInTheDocument();
    // Visiting the list reads nothing: no file fetched, no read receipt, the issue stays new.
    expect(
      screen.getByText('The October 2026 issue is the latest. Open it to read it here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'October 2026' })).not.toHaveAttribute('aria-current');
    expect(within(latest).getByText('New')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(reads).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Read the latest issue' }));
    await waitFor(() => expect(downloads).toEqual(['n1.pdf']), wait);
    expect(screen.getByRole('button', { name: 'October 2026' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByText('File does not exist.', {}, wait)).toBeInTheDocument();
    // A file that could not be shown was not read.
    expect(reads).toEqual([]);
    // The page is fitted to the frame's width, so the zoom does not claim "100%".
    expect(screen.getByRole('button', { name: 'Fit width' })).toBeInTheDocument();
    expect(screen.queryByText('100%')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'September 2025' }));
    await waitFor(() => expect(downloads).toEqual(['n1.pdf', 'n0.pdf']), wait);
    expect(screen.getByRole('button', { name: 'September 2025' })).toHaveAttribute('aria-current', 'true');
  });

  it('says when no newsletter has been published yet', async () => {
    server.use(
      http.post(INSIGHTS, () => HttpResponse.json(envelope({ total: 0, documentList: [], years: [] }))),
    );
    showNewsletter();
    expect(await screen.findByText('No newsletter has been published yet', {}, wait)).toBeInTheDocument();
  });
});
