/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffUser } from '@contract/staff-user/schemas';
import { ResultCode } from '@contract/shared/result-codes';
import { STAFF_USER_API } from '@contract/staff-user/constants';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import UserPage from './user-page';

// Each test opens antd tables and dialogs; on a busy two-core machine one takes up to a minute,
// and each network round trip gets its time too.
jest.setTimeout(120_000);
const wait = { timeout: 15_000 };

const user = (n: number, extra: Partial<StaffUser> = {}): StaffUser => ({
  userId: `u${n}`,
  email: `person${n}@truemoney.demo`,
  givenName: 'Person',
  familyName: String(n),
  fullName: `Person ${n}`,
  role: 'PARTNER',
  partnerId: 'truemoney',
  partnerName: 'TrueMoney',
  partnerList: [],
  status: 'ACTIVE',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  ...extra,
});
const partnerList = [
  { id: 'gcash', name: 'GCash' },
  { id: 'truemoney', name: 'TrueMoney' },
];

/** Every list request's body, as the page sent it. */
let queries: Record<string, unknown>[] = [];
let answerList: (body: Record<string, unknown>) => Response;
let answerDisable: () => Response;
/** Bodies of create requests (none is expected to be sent). */
const creates: unknown[] = [];
startMswServer(
  http.post(`*${STAFF_USER_API.pageQuery}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    queries.push(body);
    return answerList(body);
  }),
  http.post(`*${STAFF_USER_API.setDisabled}`, () => answerDisable()),
  http.post(`*${STAFF_USER_API.create}`, async ({ request }) => {
    creates.push(await request.json());
    return HttpResponse.json(failure(ResultCode.ILLEGAL_PARAMETERS));
  }),
);

beforeEach(() => {
  queries = [];
  answerList = (body) =>
    HttpResponse.json(
      envelope({
        total: 23,
        pageNum: body.pageNum,
        pageSize: 10,
        partnerList,
        userList: Array.from({ length: 10 }, (_, i) => user(Number(body.pageNum) * 100 + i)),
      }),
    );
  answerDisable = () => HttpResponse.json(envelope({}));
});

afterEach(() => changeLocale('en'));

test('users are listed ten a page; search and paging ask the server for the right page', async () => {
  const ui = userEvent.setup();
  render(<UserPage />);
  expect(await screen.findByText('person100@truemoney.demo', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('23 in total')).toBeInTheDocument();
  expect(queries[0]).toEqual({ pageNum: 1, pageSize: 10 });
  // The page's one main heading, as on every staff page.
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Users']);

  await ui.click(screen.getByTitle('2'));
  expect(await screen.findByText('person200@truemoney.demo', {}, wait)).toBeInTheDocument();
  expect(queries.at(-1)).toEqual({ pageNum: 2, pageSize: 10 });

  // A search starts again on page 1.
  await ui.click(screen.getByRole('searchbox', { name: 'Search by name or email' }));
  await ui.paste('person1');
  await ui.keyboard('{Enter}');
  await waitFor(() => expect(queries.at(-1)).toEqual({ pageNum: 1, pageSize: 10, keyword: 'person1' }), wait);
});

test('nothing matching: the empty message, no error', async () => {
  answerList = () =>
    HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, partnerList, userList: [] }));
  render(<UserPage />);
  expect(await screen.findByText('No users match.', {}, wait)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed load says so and Retry loads the list', async () => {
  const ui = userEvent.setup();
  answerList = () => HttpResponse.json(failure(ResultCode.SYSTEM_ERROR), { status: 500 });
  render(<UserPage />);
  const alert = await screen.findByRole('alert', {}, wait);
  expect(alert).toHaveTextContent('Could not load the users.');
  answerList = () =>
    HttpResponse.json(envelope({ total: 1, pageNum: 1, pageSize: 10, partnerList, userList: [user(1)] }));
  await ui.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('person1@truemoney.demo', {}, wait)).toBeInTheDocument();
});

test('a partner session gets the no-authority message instead of the list', async () => {
  answerList = () => HttpResponse.json(failure(ResultCode.NO_AUTHORITY), { status: 403 });
  render(<UserPage />);
  expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
    'No authority, please contact the admin.',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("disabling is confirmed first; the server's refusal is shown in its own words", async () => {
  const ui = userEvent.setup();
  answerList = () =>
    HttpResponse.json(
      envelope({
        total: 1,
        pageNum: 1,
        pageSize: 10,
        partnerList,
        userList: [user(1, { role: 'STAFF', partnerId: null, partnerName: null, email: 'me@network.demo' })],
      }),
    );
  answerDisable = () =>
    HttpResponse.json(
      {
        ...failure(ResultCode.STATUS_NOT_ALLOWED),
        resultMessage: 'You cannot disable your own account.',
      },
      { status: 409 },
    );
  render(<UserPage />);
  await ui.click(await screen.findByRole('button', { name: 'More actions for me@network.demo' }, wait));
  await ui.click(await screen.findByRole('menuitem', { name: 'Disable' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent('Disable me@network.demo? They are signed out at once.');
  await ui.click(within(confirm).getByRole('button', { name: 'Disable' }));
  expect(await screen.findByText('You cannot disable your own account.', {}, wait)).toBeInTheDocument();
});

test('enabling an account reloads the list by itself (a declared write): the row shows it active', async () => {
  const ui = userEvent.setup();
  let enabled = false;
  answerList = () =>
    HttpResponse.json(
      envelope({
        total: 1,
        pageNum: 1,
        pageSize: 10,
        partnerList,
        userList: [user(1, { status: enabled ? 'ACTIVE' : 'DISABLED' })],
      }),
    );
  answerDisable = () => {
    enabled = true;
    return HttpResponse.json(envelope({}));
  };
  render(<UserPage />);
  const row = (await screen.findByText('person1@truemoney.demo', {}, wait)).closest('tr')!;
  expect(row).toHaveTextContent('Disabled');
  await ui.click(within(row).getByRole('button', { name: 'More actions for person1@truemoney.demo' }));
  await ui.click(await screen.findByRole('menuitem', { name: 'Enable' }));

  const rowNow = () => screen.getByText('person1@truemoney.demo').closest('tr')!;
  await waitFor(() => expect(rowNow()).toHaveTextContent('Active'), wait);
  expect(rowNow()).not.toHaveTextContent('Disabled');
  expect(queries).toHaveLength(2);
});

/** Signed in as staff me@network.demo (stored with other casing), listed beside you@network.demo. */
function signedInBesideColleague() {
  window.localStorage.setItem('userInfo', JSON.stringify({ userEmail: 'Me@network.demo', role: 'STAFF' }));
  const staff = { role: 'STAFF' as const, partnerId: null, partnerName: null };
  answerList = () =>
    HttpResponse.json(
      envelope({
        total: 2,
        pageNum: 1,
        pageSize: 10,
        partnerList,
        userList: [
          user(1, { ...staff, email: 'me@network.demo' }),
          user(2, { ...staff, email: 'you@network.demo' }),
        ],
      }),
    );
}

test('staff are not offered to disable their own account (the server refuses it); others are', async () => {
  const ui = userEvent.setup();
  signedInBesideColleague();
  try {
    render(<UserPage />);
    await ui.click(await screen.findByRole('button', { name: 'More actions for me@network.demo' }, wait));
    const own = await screen.findByRole('menuitem', { name: 'Disable (not available for your own account)' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    await ui.click(own);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'More actions for you@network.demo' }));
    expect(await screen.findByRole('menuitem', { name: 'Disable' })).toBeInTheDocument();
  } finally {
    window.localStorage.removeItem('userInfo');
  }
});

test("one's own role cannot be changed in the edit dialog (the server refuses it), and says why; another's can", async () => {
  const ui = userEvent.setup();
  signedInBesideColleague();
  try {
    render(<UserPage />);
    await ui.click(await screen.findByRole('button', { name: 'Edit me@network.demo' }, wait));
    const own = await screen.findByRole('dialog', {}, wait);
    const ownRole = within(own).getByRole('combobox', { name: 'Role' });
    expect(ownRole).toBeDisabled();
    // The reason sits under the field and is its description.
    expect(ownRole).toHaveAccessibleDescription('You cannot change your own role; another staff member can.');
    await ui.click(within(own).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);

    await ui.click(screen.getByRole('button', { name: 'Edit you@network.demo' }));
    const other = await screen.findByRole('dialog', {}, wait);
    const otherRole = within(other).getByRole('combobox', { name: 'Role' });
    expect(otherRole).toBeEnabled();
    expect(otherRole).not.toHaveAccessibleDescription();
  } finally {
    window.localStorage.removeItem('userInfo');
  }
});

test('a name with markup or digits is refused in the form, by the rule of the profile form, before any request', async () => {
  const ui = userEvent.setup();
  render(<UserPage />);
  await ui.click(await screen.findByRole('button', { name: 'Create user' }, wait));
  const dialog = await screen.findByRole('dialog', {}, wait);
  await ui.click(within(dialog).getByRole('textbox', { name: 'Given name' }));
  await ui.paste('<b>Eve</b>');
  await ui.click(within(dialog).getByRole('textbox', { name: 'Family name' }));
  await ui.paste('Agent 007');
  await ui.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findAllByText('Only letters, spaces, hyphens, apostrophes and dots.', {}, wait),
  ).toHaveLength(2);
  expect(creates).toEqual([]);
}, 120_000);

test('in Chinese the list speaks Chinese: headings, its row count and, when there is nothing, its empty state', async () => {
  await changeLocale('zh-CN');
  const { unmount } = render(<UserPage />);
  expect(await screen.findByText('person100@truemoney.demo', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('用户');
  expect(screen.getByRole('columnheader', { name: '姓名' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: '按姓名或邮箱搜索' })).toBeInTheDocument();
  expect(screen.getByText('共 23 条')).toBeInTheDocument();
  expect(screen.getAllByText('合作伙伴用户')).toHaveLength(10);
  unmount();

  answerList = () =>
    HttpResponse.json(envelope({ total: 0, pageNum: 1, pageSize: 10, partnerList, userList: [] }));
  render(<UserPage />);
  expect(await screen.findByText('没有匹配的用户。', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('共 0 条')).toBeInTheDocument();
}, 120_000);

test('in Chinese the user form refuses a bad name in Chinese', async () => {
  await changeLocale('zh-CN');
  const ui = userEvent.setup();
  render(<UserPage />);
  await ui.click(await screen.findByRole('button', { name: '创建用户' }, wait));
  const dialog = await screen.findByRole('dialog', {}, wait);
  await ui.click(within(dialog).getByRole('textbox', { name: '名' }));
  await ui.paste('<b>Eve</b>');
  await ui.click(within(dialog).getByRole('button', { name: /^保\s?存$/ }));
  expect(
    await within(dialog).findByText('只能包含字母、空格、连字符、撇号和句点。', {}, wait),
  ).toBeInTheDocument();
  expect(creates).toEqual([]);
}, 120_000);
