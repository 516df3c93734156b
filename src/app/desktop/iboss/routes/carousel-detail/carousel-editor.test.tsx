/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCarouselItem } from '@contract/staff-content/schemas';
import { CAROUSEL_STAFF_API } from '@contract/staff-content/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { CarouselEditor } from './carousel-editor';

// Only saves are expected: any other request would fail the test.
startMswServer(
  http.post(`*${CAROUSEL_STAFF_API.carouselSave}`, async ({ request }) =>
    HttpResponse.json(envelope({ carousel: { ...video, ...((await request.json()) as object) } })),
  ),
);

const video: StaffCarouselItem = {
  id: '665f00000000000000000002',
  title: 'Year-end campaign',
  description: 'Double cashback',
  content: 'Details',
  mediaType: 'VIDEO',
  mediaFileUrl: '6f1c2d3e-0000-4000-8000-00000000000b.mp4',
  coverFileUrl: '6f1c2d3e-0000-4000-8000-00000000000c.jpg',
  altText: 'Campaign video',
  linkType: 'CAROUSEL_DETAIL',
  linkTarget: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  partnerIds: [],
  published: false,
  order: 1,
  status: 'DRAFT',
  mediaUrl: '/api/spportal/file/public/6f1c2d3e-0000-4000-8000-00000000000b.mp4',
  coverUrl: '/api/spportal/file/public/6f1c2d3e-0000-4000-8000-00000000000c.jpg',
};

afterEach(() => {
  delete window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
});

test("embedded in a host on another origin, the video's cover is loaded from the portal's origin", () => {
  window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ = 'http://portal.example:8000/';
  render(<CarouselEditor item={video} partners={[]} onClose={() => {}} onSaved={() => {}} />);
  expect(screen.getByTestId('video-cover').getAttribute('src')).toMatch(
    /^http:\/\/portal\.example:8000\/.+6f1c2d3e-0000-4000-8000-00000000000c\.jpg$/,
  );
});

test('saving a draft tells the page it is not published, so it is not said to reach partners', async () => {
  const saved = jest.fn();
  const ui = userEvent.setup();
  render(<CarouselEditor item={video} partners={[]} onClose={() => {}} onSaved={saved} />);
  await ui.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toHaveBeenCalledWith(false), { timeout: 15_000 });
});
