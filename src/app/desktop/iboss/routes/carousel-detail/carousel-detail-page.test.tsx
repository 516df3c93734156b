/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { CAROUSEL_STAFF_API, CONFIG_STAFF_API } from '@contract/staff-content/constants';
import { changeLocale } from '@/shared/i18n';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import CarouselDetailPage from './carousel-detail-page';

// antd tables and dialogs on a busy two-core machine take their time.
jest.setTimeout(120_000);
const wait = { timeout: 15_000 };

const item = (n: number, extra: Partial<StaffCarouselItem> = {}): StaffCarouselItem => ({
  id: `item-${n}`,
  title: `Banner ${n}`,
  description: '',
  content: '',
  mediaType: 'IMAGE',
  mediaFileUrl: `${n}.png`,
  coverFileUrl: null,
  altText: `Banner ${n} picture`,
  linkType: 'NONE',
  linkTarget: null,
  startDate: '2026-01-11',
  endDate: '2026-12-21',
  partnerIds: [],
  published: true,
  order: n,
  status: 'LIVE',
  mediaUrl: `/api/spportal/file/public/${n}.png`,
  coverUrl: null,
  ...extra,
});

let lists: Record<string, unknown>[] = [];
let places: unknown[] = [];
let deletes: unknown[] = [];
startMswServer(
  http.post(`*${CAROUSEL_STAFF_API.carouselList}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    lists.push(body);
    const rows = [
      item(1),
      item(2, { status: 'ENDED', endDate: '2026-02-01' }),
      item(3, { status: 'DRAFT', published: false }),
      item(4, { status: 'SCHEDULED' }),
    ].filter((row) => !body.keyword || row.title.includes(String(body.keyword)));
    return HttpResponse.json(envelope({ total: rows.length, pageNum: 1, pageSize: 10, carouselList: rows }));
  }),
  http.post(`*${CONFIG_STAFF_API.partners}`, () =>
    HttpResponse.json(envelope({ partnerList: [{ id: 'gcash', name: 'GCash' }] })),
  ),
  http.post(`*${CAROUSEL_STAFF_API.carouselPlace}`, async ({ request }) => {
    places.push(await request.json());
    return HttpResponse.json(envelope({}));
  }),
  http.post(`*${CAROUSEL_STAFF_API.carouselDelete}`, async ({ request }) => {
    deletes.push(await request.json());
    return HttpResponse.json(envelope({}));
  }),
);

beforeEach(() => {
  lists = [];
  places = [];
  deletes = [];
});

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr')!;

test('each item shows its status from the dates, its whole image and its period in the portal date format', async () => {
  render(<CarouselDetailPage />);
  await screen.findByRole('cell', { name: 'Banner 2' }, wait);
  expect(within(rowOf('Banner 1')).getByText('Live')).toBeTruthy();
  // An ended item no longer reads "Published".
  expect(within(rowOf('Banner 2')).getByText('Ended')).toBeTruthy();
  expect(within(rowOf('Banner 2')).queryByText('Published')).toBeNull();
  expect(within(rowOf('Banner 3')).getByText('Draft')).toBeTruthy();
  expect(within(rowOf('Banner 4')).getByText('Scheduled')).toBeTruthy();
  expect(within(rowOf('Banner 1')).getByText('Jan 11 – Dec 21, 2026')).toBeTruthy();
  expect(within(rowOf('Banner 1')).getByRole('img', { name: 'Banner 1 picture' })).toBeTruthy();
  expect(screen.getByText('4 in total')).toBeTruthy();
});

test('in Chinese each status, the row count and the row actions are Chinese', async () => {
  await changeLocale('zh-CN');
  try {
    render(<CarouselDetailPage />);
    await screen.findByRole('cell', { name: 'Banner 2' }, wait);
    expect(within(rowOf('Banner 1')).getByText('展示中')).toBeTruthy();
    expect(within(rowOf('Banner 2')).getByText('已结束')).toBeTruthy();
    expect(within(rowOf('Banner 3')).getByText('草稿')).toBeTruthy();
    expect(within(rowOf('Banner 4')).getByText('待上线')).toBeTruthy();
    expect(within(rowOf('Banner 1')).getByRole('button', { name: '删除Banner 1' })).toBeTruthy();
    expect(screen.getByText('共 4 条')).toBeTruthy();
  } finally {
    await changeLocale('en');
  }
});

test('search and the status filter go to the server', async () => {
  const ui = userEvent.setup();
  render(<CarouselDetailPage />);
  await screen.findByRole('cell', { name: 'Banner 2' }, wait);
  await ui.type(screen.getByRole('searchbox', { name: /Search title/ }), 'Banner 3{Enter}');
  await waitFor(() => expect(lists.at(-1)).toMatchObject({ keyword: 'Banner 3', pageNum: 1 }), wait);
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Banner 2' })).toBeNull(), wait);
});

test('the up button puts the item in the place of the one above it', async () => {
  const ui = userEvent.setup();
  render(<CarouselDetailPage />);
  await screen.findByRole('cell', { name: 'Banner 2' }, wait);
  expect(screen.getByRole('button', { name: 'Move Banner 1 up' })).toHaveProperty('disabled', true);
  await ui.click(screen.getByRole('button', { name: 'Move Banner 3 up' }));
  await waitFor(() => expect(places).toEqual([{ id: 'item-3', position: 2 }]), wait);
});

test('delete asks first, names the item, and only then removes it', async () => {
  const ui = userEvent.setup();
  render(<CarouselDetailPage />);
  await screen.findByRole('cell', { name: 'Banner 2' }, wait);
  await ui.click(screen.getByRole('button', { name: 'Delete Banner 2' }));
  const dialog = await screen.findByRole('dialog', {}, wait);
  expect(within(dialog).getAllByText('Delete “Banner 2”?').length).toBeGreaterThan(0);
  await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deletes).toEqual([]);
  await ui.click(screen.getByRole('button', { name: 'Delete Banner 2' }));
  const again = await screen.findByRole('dialog', {}, wait);
  await ui.click(within(again).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deletes).toEqual([{ id: 'item-2' }]), wait);
});
