/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearCache } from 'ahooks';
import { CONFIG_STAFF_API as API } from '@contract/staff-content/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { SETTING_KEYS } from '@contract/staff-content/settings';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { MemoryRouter } from 'react-router-dom';
import { SessionContext } from '@/domains/session/session-context';
import { DRAFTS_KEY } from '@/shared/storage/form-drafts';
import { signedInSession } from '@/test/signed-in-session';
import { SettingsCard } from './settings-card';

// The shared machine is slow; give each network round trip time.
jest.setTimeout(60_000);
const wait = { timeout: 15_000 };

let saved: Record<string, unknown>[] = [];
let answerSave: () => Response = () => HttpResponse.json(envelope({ changed: [] }));
let answerList: () => Response | Promise<Response>;
const listed = () =>
  HttpResponse.json(
    envelope({
      settingList: [
        {
          key: 'support.email',
          partnerId: null,
          value: 'help@network.example',
          updatedAt: '2026-11-01T00:00:00Z',
        },
        { key: 'export.maxRows', partnerId: null, value: '5000', updatedAt: '2026-11-01T00:00:00Z' },
      ],
    }),
  );

startMswServer(
  http.post(`*${API.settingsList}`, () => answerList()),
  http.post(`*${API.partners}`, () =>
    HttpResponse.json(envelope({ partnerList: [{ id: 'gcash', name: 'GCash' }] })),
  ),
  http.post(`*${API.settingsSave}`, async ({ request }) => {
    saved.push((await request.json()) as Record<string, unknown>);
    return answerSave();
  }),
);

beforeEach(() => {
  clearCache();
  saved = [];
  answerList = listed;
  answerSave = () => HttpResponse.json(envelope({ changed: [] }));
});

afterEach(() => changeLocale('en'));

const field = (label: string | RegExp) => screen.getByLabelText(label);
/** Replaces a field's text (pasted: typing key by key is slow on the shared machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.paste(text);
}

test('each setting is checked by its type before anything is sent, with a message naming the rule', async () => {
  const user = userEvent.setup();
  render(<SettingsCard />);
  expect(await screen.findByDisplayValue('help@network.example', {}, wait)).toBeInTheDocument();

  await fill(user, 'Support contact email', 'help-at-network');
  await fill(user, 'Export limit (rows)', '250000');
  await fill(user, 'Idle warning (seconds before sign-out)', '1.5');
  await fill(user, 'Home currency (ISO code)', 'Pe');
  await fill(user, 'Sibling site address', 'ftp://files.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(
    await screen.findByText('Enter a valid email address, e.g. support@network.example.', {}, wait),
  ).toBeInTheDocument();
  expect(screen.getByText('Enter a whole number from 1 to 100,000.')).toBeInTheDocument();
  expect(screen.getByText('Enter a whole number, digits only.')).toBeInTheDocument();
  expect(screen.getByText('Enter a three-letter currency code in capitals, e.g. PHP.')).toBeInTheDocument();
  expect(screen.getByText(/^Enter a web address starting with https:\/\/ or http:\/\//)).toBeInTheDocument();
  expect(saved).toEqual([]);
  // The typed inputs follow the type (keyboard and browser hints).
  expect(field('Support contact email')).toHaveAttribute('inputmode', 'email');
  expect(field('Export limit (rows)')).toHaveAttribute('inputmode', 'numeric');
});

test('in Chinese the settings are labelled and checked in Chinese, numbers grouped', async () => {
  await changeLocale('zh-CN');
  const user = userEvent.setup();
  render(<SettingsCard />);
  expect(await screen.findByDisplayValue('help@network.example', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '门户设置' })).toBeInTheDocument();
  expect(screen.getByText('1 至 100,000')).toBeInTheDocument();

  await fill(user, '导出上限（行）', '250000');
  await fill(user, '支持联系邮箱', 'help-at-network');
  await user.click(screen.getByRole('button', { name: /^保\s?存$/ }));

  expect(await screen.findByText('请输入 1 至 100,000 之间的整数。', {}, wait)).toBeInTheDocument();
  expect(screen.getByText('请输入有效的邮箱地址，如 support@network.example。')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('a value the server refuses is shown under its field, and what was typed stays', async () => {
  const user = userEvent.setup();
  answerSave = () =>
    HttpResponse.json(
      {
        ...failure(ResultCode.ILLEGAL_PARAMETERS),
        resultMessage: 'Enter a whole number from 10 to 600.',
        field: 'session.idleWarningSeconds',
      },
      { status: 400 },
    );
  render(<SettingsCard />);
  await screen.findByDisplayValue('help@network.example', {}, wait);
  await fill(user, 'Idle warning (seconds before sign-out)', '120');
  await fill(user, 'Support contact email', 'desk@network.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Enter a whole number from 10 to 600.', {}, wait)).toBeInTheDocument();
  expect(saved).toEqual([
    {
      partnerId: null,
      values: { 'support.email': 'desk@network.example', 'session.idleWarningSeconds': '120' },
    },
  ]);
  expect(field('Support contact email')).toHaveValue('desk@network.example');
  expect(field('Idle warning (seconds before sign-out)')).toHaveValue('120');
});

test('only changed values are sent; an emptied value is removed', async () => {
  const user = userEvent.setup();
  answerSave = () => HttpResponse.json(envelope({ changed: ['export.maxRows'] }));
  render(<SettingsCard />);
  await screen.findByDisplayValue('5000', {}, wait);
  await user.clear(field('Export limit (rows)'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ partnerId: null, values: { 'export.maxRows': null } }]), wait);
});

test('a failed load offers a retry that loads the settings', async () => {
  const user = userEvent.setup();
  answerList = () => HttpResponse.json(failure(ResultCode.SYSTEM_ERROR), { status: 500 });
  render(<SettingsCard />);
  const retry = await screen.findByRole('button', { name: 'Try again' }, wait);
  answerList = listed;
  await user.click(retry);
  expect(await screen.findByDisplayValue('help@network.example', {}, wait)).toBeInTheDocument();
});

test('until the values arrive the form stands disabled in its final shape, then fills in place', async () => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  answerList = async () => {
    await arrived;
    return listed();
  };
  render(<SettingsCard />);
  // Every field is there at once (nothing below moves when they fill), but nobody can type yet.
  expect(field('Support contact email')).toBeDisabled();
  expect(field('Export limit (rows)')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  release();
  expect(await screen.findByDisplayValue('help@network.example', {}, wait)).toBeEnabled();
  expect(field('Export limit (rows)')).toHaveValue('5000');
});

test('a save reloads the stored values by itself (a declared write): the form shows what the server kept', async () => {
  const user = userEvent.setup();
  let loads = 0;
  answerList = () => {
    loads += 1;
    if (!saved.length) return listed();
    return HttpResponse.json(
      envelope({
        settingList: [
          {
            key: 'support.email',
            partnerId: null,
            value: 'desk@network.example',
            updatedAt: '2026-11-02T00:00:00Z',
          },
          { key: 'export.maxRows', partnerId: null, value: '5000', updatedAt: '2026-11-01T00:00:00Z' },
        ],
      }),
    );
  };
  answerSave = () => HttpResponse.json(envelope({ changed: ['support.email'] }));
  render(<SettingsCard />);
  await screen.findByDisplayValue('help@network.example', {}, wait);
  await fill(user, 'Support contact email', 'Desk@Network.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByDisplayValue('desk@network.example', {}, wait)).toBeInTheDocument();
  expect(saved).toEqual([{ partnerId: null, values: { 'support.email': 'Desk@Network.example' } }]);
  expect(loads).toBe(2);
});

test('a currency code typed in small letters is shown and sent in capitals', async () => {
  const user = userEvent.setup();
  render(<SettingsCard />);
  await screen.findByDisplayValue('help@network.example', {}, wait);
  await user.type(field('Home currency (ISO code)'), 'usd');
  expect(field('Home currency (ISO code)')).toHaveValue('USD');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(
    () => expect(saved).toEqual([{ partnerId: null, values: { [SETTING_KEYS.PARTNER_CURRENCY]: 'USD' } }]),
    wait,
  );
});

test('what was typed for a partner when the session ended comes back over the stored values, once, and can be discarded', async () => {
  const user = userEvent.setup();
  window.sessionStorage.setItem(
    DRAFTS_KEY,
    JSON.stringify({
      owner: signedInSession.user?.userId,
      path: '/iboss/configuration',
      forms: { settings: { support_email: 'half@gcash.example', $scope: 'gcash' } },
    }),
  );
  render(
    <SessionContext.Provider value={signedInSession}>
      <MemoryRouter initialEntries={['/iboss/configuration']}>
        <SettingsCard />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  expect(await screen.findByDisplayValue('half@gcash.example', {}, wait)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('What you typed has been restored');
  // The draft was typed for GCash: the scope is GCash again, with the network-wide value beside it.
  expect(screen.getByText('GCash')).toBeInTheDocument();
  expect(screen.getByText(/Network-wide: help@network\.example/)).toBeInTheDocument();
  expect(window.sessionStorage.getItem(DRAFTS_KEY)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Discard what was restored' }));
  expect(field('Support contact email')).toHaveValue('');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
