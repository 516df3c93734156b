/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONITOR_API } from '@contract/monitor/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { lastDays } from '@/domains/monitor/api';
import { changeLocale } from '@/shared/i18n';
import { envelope, failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { UsageCard } from './usage-card';

// The shared machine is slow; give each network round trip time.
jest.setTimeout(60_000);
const wait = { timeout: 15_000 };

const usage = envelope({
  totalViews: 1234,
  totalUsers: 3,
  pathList: [
    { path: '/overview', views: 1200, users: 3 },
    { path: '/iboss/configuration', views: 34, users: 1 },
  ],
  partnerList: [
    { partnerId: 'gcash', partnerName: 'GCash', views: 1200, users: 2 },
    { partnerId: null, partnerName: null, views: 34, users: 1 },
  ],
});

let asked: Record<string, unknown>[] = [];
let answer: () => Response = () => HttpResponse.json(usage);

startMswServer(
  http.post(`*${MONITOR_API.usage}`, async ({ request }) => {
    asked.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);

beforeEach(() => {
  asked = [];
  answer = () => HttpResponse.json(usage);
});

test('shows the totals, the most viewed pages and each partner, staff as the network', async () => {
  const { container } = render(<UsageCard />);
  expect(await screen.findByTestId('usage-totals', {}, wait)).toHaveTextContent(
    '1,234 page views by 3 users',
  );
  expect(asked).toEqual([lastDays(30)]);
  // getByRole walks the whole antd tree (seconds per query on this machine): the tables by tag.
  const [pages, partners] = Array.from(container.querySelectorAll('table'));
  expect(within(pages).getByText('/overview')).toBeInTheDocument();
  expect(within(pages).getByText('1,200', { selector: 'td' })).toBeInTheDocument();
  expect(within(partners).getByText('GCash')).toBeInTheDocument();
  expect(within(partners).getByText('Network staff')).toBeInTheDocument();
});

test('in Chinese the totals, headings and the network staff row are Chinese', async () => {
  await changeLocale('zh-CN');
  try {
    const { container } = render(<UsageCard />);
    expect(await screen.findByTestId('usage-totals', {}, wait)).toHaveTextContent(
      '3 位用户共浏览 1,234 次页面',
    );
    expect(screen.getByRole('heading', { name: '门户使用情况' })).toBeInTheDocument();
    const [, partners] = Array.from(container.querySelectorAll('table'));
    expect(within(partners).getByText('网络方员工')).toBeInTheDocument();
    expect(within(partners).getByText('浏览量')).toBeInTheDocument();
  } finally {
    await changeLocale('en');
  }
});

test('another period asks the server for that range', async () => {
  const user = userEvent.setup();
  render(<UsageCard />);
  await screen.findByTestId('usage-totals', {}, wait);
  await user.click(screen.getByLabelText('Period'));
  await user.click(await screen.findByText('Last 7 days', {}, wait));
  await waitFor(() => expect(asked).toEqual([lastDays(30), lastDays(7)]), wait);
});

test('an empty period says so', async () => {
  answer = () => HttpResponse.json(envelope({ totalViews: 0, totalUsers: 0, pathList: [], partnerList: [] }));
  render(<UsageCard />);
  expect(await screen.findByText('No page views in this period.', {}, wait)).toBeInTheDocument();
});

test('a failure offers a retry, and no permission says so', async () => {
  const user = userEvent.setup();
  answer = () => HttpResponse.json(failure('IPAY_RS_SYSTEM_ERROR'), { status: 500 });
  const { unmount } = render(<UsageCard />);
  const retry = await screen.findByRole('button', { name: 'Try again' }, wait);
  answer = () => HttpResponse.json(usage);
  await user.click(retry);
  await waitFor(() => expect(asked).toHaveLength(2), wait);
  expect(await screen.findByTestId('usage-totals', {}, wait)).toBeInTheDocument();
  unmount();

  answer = () => HttpResponse.json(failure(ResultCode.NO_AUTHORITY), { status: 403 });
  render(<UsageCard />);
  expect(await screen.findByText('No permission', {}, wait)).toBeInTheDocument();
});

test('lastDays counts whole days in the browser time zone', () => {
  const now = new Date(2026, 2, 10, 15, 30);
  expect(lastDays(7, now)).toEqual({
    startDate: '2026-03-04',
    endDate: '2026-03-10',
    utcOffsetMinutes: 0 - now.getTimezoneOffset(),
  });
});
