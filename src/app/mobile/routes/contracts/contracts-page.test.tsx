/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContractSummary } from '@contract/document/schemas';
import { DOCUMENT_API } from '@contract/document/constants';
import { contractFixture } from '@/test/document-msw';
import { navigatedTo, renderMobileScreen } from '@/test/mobile-screen';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { blockRoot } from '@/test/overview-test-utils';
import ContractsPage from './contracts-page';

// The mobile contracts screen against answers at the network level: loading, empty, error with
// retry, no authority, and the data.

jest.setTimeout(60_000);
const wait = { timeout: 20_000 };

const QUERY = `*${DOCUMENT_API.contractQuery}`;

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
