/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DfBudget, DfClaim } from '@contract/df/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { DF_API } from '@contract/df/constants';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import ClaimDrawer from './claim-drawer';
import DfDetailPage from './df-detail-page';

// Each test drives antd forms, tables and drawers; on a busy two-core machine one takes over a
// minute, and each network round trip gets its time too.
jest.setTimeout(120_000);
const wait = { timeout: 15_000 };

const year = new Date().getFullYear();
const budget: DfBudget = {
  programId: 'p1',
  partnerId: 'truemoney',
  partnerName: 'TrueMoney',
  year,
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  name: `${year} Marketing Development Fund`,
  currency: 'THB',
  status: 'ACTIVE',
  claimDeadline: `${year + 1}-01-31`,
  budget: 1_000_000,
  claimCount: 1,
  pending: 20_000,
  approvedNotPaid: 100_000,
  paid: 50_000,
  remaining: 850_000,
  usdRate: 0.0285,
  usd: { budget: 28_500, pending: 570, approvedNotPaid: 2_850, paid: 1_425, remaining: 24_225 },
};
const claim = (n: number, extra: Partial<DfClaim> = {}): DfClaim => ({
  claimId: `c${n}`,
  claimNo: `TRUEMONEY-MDF-${year}-${String(n).padStart(4, '0')}`,
  programId: 'p1',
  title: `Activity ${n}`,
  kind: 'EXCLUSIVE_INCENTIVES_MDF',
  amount: 20_000,
  requestedAmount: 20_000,
  currency: 'THB',
  status: 'SUBMITTED',
  submittedAt: `${year}-04-20T08:00:00.000Z`,
  updatedAt: `${year}-04-20T08:00:00.000Z`,
  activityStart: `${year}-04-10`,
  activityEnd: `${year}-04-16`,
  rejectReason: null,
  paymentRef: null,
  paidOn: null,
  partnerId: 'truemoney',
  partnerName: 'TrueMoney',
  programName: budget.name,
  year,
  version: 1,
  supportingDoc: null,
  paymentProof: null,
  ...extra,
});

const SUPPORTING = '6f1c2d3e-0000-4000-8000-0000000000c1.pdf';
let downloads: string[] = [];
let claimQueries: Record<string, unknown>[] = [];
let moves: Record<string, unknown>[] = [];
let answerBudgets: () => Response | Promise<Response>;
let answerMove: () => Response;
const server = startMswServer(
  http.post(`*${DF_API.budgetQuery}`, () => answerBudgets()),
  http.post(`*${DF_API.claimPageQuery}`, async ({ request }) => {
    const body = (await request.json()) as { pageNum: number };
    claimQueries.push(body);
    return HttpResponse.json(
      envelope({
        total: 12,
        pageNum: body.pageNum,
        pageSize: 10,
        claimList:
          body.pageNum === 1 ? Array.from({ length: 10 }, (_, i) => claim(i + 1)) : [claim(11), claim(12)],
      }),
    );
  }),
  http.post(`*${DF_API.claimDetail}`, () =>
    HttpResponse.json(
      envelope({ data: { claim: claim(1, { supportingDoc: SUPPORTING }), budget, history: [] } }),
    ),
  ),
  http.get('*/api/spportal/file/download.json', ({ request }) => {
    downloads.push(new URL(request.url).searchParams.get('fileUrl')!);
    return HttpResponse.json(failure(ResultCode.FILE_NOT_EXISTS), { status: 404 });
  }),
  http.post(`*${DF_API.claimTransition}`, async ({ request }) => {
    moves.push((await request.json()) as Record<string, unknown>);
    return answerMove();
  }),
);

beforeEach(() => {
  downloads = [];
  claimQueries = [];
  moves = [];
  answerBudgets = () =>
    HttpResponse.json(
      envelope({
        budgetList: [budget],
        partnerList: [{ id: 'truemoney', name: 'TrueMoney', currency: 'THB' }],
      }),
    );
  answerMove = () => HttpResponse.json(envelope({ data: claim(1, { status: 'UNDER_REVIEW', version: 2 }) }));
});

test('budgets show their figures in the fund currency and in USD; claims are paged by ten', async () => {
  const ui = userEvent.setup();
  render(<DfDetailPage />);
  // The budgets table comes first on the page.
  const row = (await screen.findAllByText('TrueMoney', { selector: 'td' }, wait))[0].closest('tr')!;
  expect(row).toHaveTextContent('THB 850,000.00');
  expect(row).toHaveTextContent('≈ $24,225.00');
  expect(await screen.findByText('12 in total', {}, wait)).toBeInTheDocument();
  expect(claimQueries[0]).toEqual({ pageNum: 1, pageSize: 10, year });
  // The page's one main heading, as on every staff page; the tables' titles below it.
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
    'Development funds',
  ]);
  await ui.click(screen.getByTitle('2'));
  expect(await screen.findByText(claim(12).claimNo, {}, wait)).toBeInTheDocument();
  expect(claimQueries.at(-1)).toEqual({ pageNum: 2, pageSize: 10, year });
});

test('a claim is found by its number on the server; the oldest waiting claim is marked and can be opened', async () => {
  const ui = userEvent.setup({ delay: null });
  server.use(
    http.post(`*${DF_API.claimPageQuery}`, async ({ request }) => {
      const body = (await request.json()) as { keyword?: string };
      claimQueries.push(body);
      const list = body.keyword ? [claim(7)] : [claim(1), claim(2)];
      return HttpResponse.json(
        envelope({
          total: list.length,
          pageNum: 1,
          pageSize: 10,
          claimList: list,
          oldestWaiting: { claimId: 'c2', submittedAt: claim(2).submittedAt },
        }),
      );
    }),
  );
  render(<DfDetailPage />);
  const row = (await screen.findByText(claim(2).claimNo, {}, wait)).closest('tr')!;
  expect(row).toHaveTextContent('Oldest waiting');
  expect(screen.getByText(/The oldest claim waiting for a decision was submitted on/)).toBeInTheDocument();

  await ui.type(
    screen.getByLabelText('Search by claim no., partner or activity'),
    `${claim(7).claimNo}{Enter}`,
  );
  expect(await screen.findByText(claim(7).claimNo, {}, wait)).toBeInTheDocument();
  expect(claimQueries.at(-1)).toMatchObject({ keyword: claim(7).claimNo, pageNum: 1 });
  expect(await screen.findByText('1 in total', {}, wait)).toBeInTheDocument();
});

test('a failed budget load says so and Retry loads it; the claims still show', async () => {
  const ui = userEvent.setup();
  answerBudgets = () => HttpResponse.json(failure(ResultCode.SYSTEM_ERROR), { status: 500 });
  render(<DfDetailPage />);
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent('Could not load the development funds.');
  expect(await screen.findByText(claim(1).claimNo, {}, wait)).toBeInTheDocument();
  answerBudgets = () => HttpResponse.json(envelope({ budgetList: [budget], partnerList: [] }));
  await ui.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('THB 850,000.00', {}, wait)).toBeInTheDocument();
});

test('a move sends the version staff saw; a move someone else beat is refused in the server words', async () => {
  const ui = userEvent.setup();
  render(<DfDetailPage />);
  await ui.click(await screen.findByRole('button', { name: `Open claim ${claim(1).claimNo}` }, wait));
  expect(await screen.findByText(`Claim ${claim(1).claimNo}`, {}, wait)).toBeInTheDocument();
  const drawer = screen.getByRole('dialog');
  answerMove = () =>
    HttpResponse.json(
      {
        ...failure(ResultCode.STATUS_NOT_ALLOWED),
        resultMessage:
          'Someone else has just updated this claim; it is now Rejected. Reload it to see the latest state.',
      },
      { status: 409 },
    );
  await ui.click(await within(drawer).findByRole('button', { name: 'Start review' }, wait));
  expect(
    await within(drawer).findByText(/Someone else has just updated this claim; it is now Rejected/, {}, wait),
  ).toBeInTheDocument();
  expect(moves).toEqual([{ claimId: 'c1', version: 1, action: 'REVIEW' }]);

  // The partner's supporting document is fetched by its reference; a missing file says so.
  await ui.click(within(drawer).getByRole('button', { name: `Download ${claim(1).claimNo}-supporting.pdf` }));
  expect(await within(drawer).findByText('File does not exist.', {}, wait)).toBeInTheDocument();
  expect(downloads).toEqual([SUPPORTING]);
});

test('no budgets and no claims: both empty messages', async () => {
  answerBudgets = () => HttpResponse.json(envelope({ budgetList: [], partnerList: [] }));
  server.use(
    http.post(`*${DF_API.claimPageQuery}`, () =>
      HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, claimList: [] })),
    ),
  );
  render(<DfDetailPage />);
  expect(await screen.findByText('No budgets for this selection.', {}, wait)).toBeInTheDocument();
  expect(await screen.findByText('No claims for this partner and year.', {}, wait)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('in Chinese the page, its row count and both empty states are Chinese', async () => {
  await changeLocale('zh-CN');
  try {
    const { unmount } = render(<DfDetailPage />);
    expect(await screen.findByText('共 12 条', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('发展基金');
    expect(screen.getByRole('heading', { name: '申请' })).toBeInTheDocument();
    unmount();

    answerBudgets = () => HttpResponse.json(envelope({ budgetList: [], partnerList: [] }));
    server.use(
      http.post(`*${DF_API.claimPageQuery}`, () =>
        HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, claimList: [] })),
      ),
    );
    render(<DfDetailPage />);
    expect(await screen.findByText('当前筛选下没有预算。', {}, wait)).toBeInTheDocument();
    expect(await screen.findByText('该合作伙伴和年度没有申请。', {}, wait)).toBeInTheDocument();
  } finally {
    await changeLocale('en');
  }
});

test('the claims card appears once the budgets above it are in, so it is never pushed down', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const ready = answerBudgets;
  answerBudgets = async () => {
    await arrived;
    return ready();
  };
  render(<DfDetailPage />);
  await waitFor(() => expect(claimQueries).toHaveLength(1), wait);
  // Loaded already, but hidden (out of the accessibility tree and the layout) until the budgets are in.
  expect(screen.queryByRole('heading', { name: 'Claims' })).not.toBeInTheDocument();
  release();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Claims' })).toBeVisible(), wait);
  expect(screen.getByText('12 in total')).toBeInTheDocument();
});

test('the amount to approve is checked at the field: none at or below zero, none over the limit, and the server limit shows there too', async () => {
  // No pause between keystrokes: the amounts are typed, not the timing under test.
  const ui = userEvent.setup({ delay: null });
  server.use(
    http.post(`*${DF_API.claimDetail}`, () =>
      HttpResponse.json(
        envelope({ data: { claim: claim(1, { status: 'UNDER_REVIEW' }), budget, history: [] } }),
      ),
    ),
  );
  // The drawer alone: each keystroke re-renders what holds the field, and the whole page's claim
  // table made this test the slowest of the suite on a busy machine.
  render(<ClaimDrawer claimId="c1" onClose={jest.fn()} />);
  const drawer = await screen.findByRole('dialog', {}, wait);
  await ui.click(await within(drawer).findByRole('button', { name: 'Approve' }, wait));
  const amount = within(drawer).getByLabelText('Amount to approve (THB)');
  const submit = async (text: string) => {
    await ui.clear(amount);
    await ui.type(amount, text);
    await ui.click(within(drawer).getAllByRole('button', { name: 'Approve' }).at(-1)!);
  };

  // Not clamped to the smallest amount: said, and nothing is sent.
  await submit('-5');
  expect(await within(drawer).findByText('Enter an amount above zero.', {}, wait)).toBeInTheDocument();
  await submit('0');
  expect(await within(drawer).findByText('Enter an amount above zero.', {}, wait)).toBeInTheDocument();
  await submit('99999999999');
  expect(
    await within(drawer).findByText('The amount cannot be more than THB 20,000.00.', {}, wait),
  ).toBeInTheDocument();
  expect(moves).toEqual([]);

  // The budget shrank meanwhile: the server's refusal shows under the amount, not above the form.
  answerMove = () =>
    HttpResponse.json(
      {
        ...failure(ResultCode.AMOUNT_EXCEEDS_LIMIT),
        resultMessage: 'The amount exceeds the remaining budget (THB 10,000.00).',
      },
      { status: 400 },
    );
  await submit('15000');
  await waitFor(
    () =>
      expect(amount).toHaveAccessibleDescription(
        /The amount exceeds the remaining budget \(THB 10,000\.00\)\./,
      ),
    wait,
  );
  expect(within(drawer).getAllByText(/exceeds the remaining budget/)).toHaveLength(1);
  expect(moves).toEqual([{ claimId: 'c1', version: 1, action: 'APPROVE', amount: 15000 }]);
});

/** The open "Discard your changes?" dialog (an earlier one may still be fading out: the newest is last). */
const discardQuestion = async () =>
  (await screen.findAllByText('Discard your changes?', {}, wait))
    .at(-1)!
    .closest<HTMLElement>('[role="dialog"]')!;

test('closing the claim with a typed, unsent move asks first; keeping it keeps what was typed', async () => {
  const ui = userEvent.setup();
  const onClose = jest.fn();
  render(<ClaimDrawer claimId="c1" onClose={onClose} />);
  const drawer = await screen.findByRole('dialog', {}, wait);
  // Nothing typed: closes at once.
  await ui.click(await within(drawer).findByRole('button', { name: 'Close' }, wait));
  expect(onClose).toHaveBeenCalledTimes(1);

  await ui.click(within(drawer).getByRole('button', { name: 'Reject' }));
  await ui.type(within(drawer).getByLabelText(/Reason for the rejection/), 'Receipts missing');
  await ui.click(within(drawer).getByRole('button', { name: 'Close' }));
  const ask = await discardQuestion();
  await ui.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(within(drawer).getByLabelText(/Reason for the rejection/)).toHaveValue('Receipts missing');

  await ui.click(within(drawer).getByRole('button', { name: 'Close' }));
  const again = await discardQuestion();
  await ui.click(within(again).getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  expect(moves).toEqual([]);
});

// Last: its success message stays on the page after it.
test('a move reloads the claim, the claim list and the budgets by itself (a declared write)', async () => {
  const ui = userEvent.setup();
  let moved = false;
  const now = () => claim(1, moved ? { status: 'UNDER_REVIEW', version: 2 } : {});
  answerMove = () => {
    moved = true;
    return HttpResponse.json(envelope({ data: now() }));
  };
  answerBudgets = () =>
    HttpResponse.json(
      envelope({
        budgetList: [moved ? { ...budget, remaining: 830_000 } : budget],
        partnerList: [{ id: 'truemoney', name: 'TrueMoney', currency: 'THB' }],
      }),
    );
  server.use(
    http.post(`*${DF_API.claimPageQuery}`, () =>
      HttpResponse.json(envelope({ total: 2, pageNum: 1, pageSize: 10, claimList: [now(), claim(2)] })),
    ),
    http.post(`*${DF_API.claimDetail}`, () =>
      HttpResponse.json(envelope({ data: { claim: now(), budget, history: [] } })),
    ),
  );
  render(<DfDetailPage />);
  const open = await screen.findByRole('button', { name: `Open claim ${claim(1).claimNo}` }, wait);
  const row = open.closest('tr')!;
  expect(row).toHaveTextContent('Submitted');
  await ui.click(open);
  const drawer = await screen.findByRole('dialog', {}, wait);
  await ui.click(await within(drawer).findByRole('button', { name: 'Start review' }, wait));

  // The drawer shows the next moves, the list row the new status, the budget what remains.
  await waitFor(() => expect(drawer).toHaveTextContent('Under review'), wait);
  expect(within(drawer).getByRole('button', { name: 'Start review' })).toBeDisabled();
  const rowNow = () => screen.getByRole('button', { name: `Open claim ${claim(1).claimNo}` }).closest('tr')!;
  await waitFor(() => expect(rowNow()).toHaveTextContent('Under review'), wait);
  expect(await screen.findByText('THB 830,000.00', {}, wait)).toBeInTheDocument();
  expect(moves).toEqual([{ claimId: 'c1', version: 1, action: 'REVIEW' }]);
});
