/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselItem } from '@contract/carousel/schemas';
import { CAROUSEL_API } from '@contract/carousel/constants';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import CarouselBlock from './carousel-block';
import { blockRoot, currentLocation, renderAt } from '@/test/overview-test-utils';

const carouselCall = scriptedCall(CAROUSEL_API.query);
startMswServer(carouselCall.handler);

const renderBlock = () =>
  renderAt(
    <SignedInSessionProvider>
      <CarouselBlock />
    </SignedInSessionProvider>,
  );

// jsdom cannot decode video; the cover capture is the browser's part.
jest.mock('@/shared/media/video-cover', () => ({
  captureVideoCover: jest
    .fn()
    .mockResolvedValue({ dataUrl: 'data:image/jpeg;base64,COVER', width: 640, height: 360 }),
}));

const item = (overrides: Partial<CarouselItem>): CarouselItem => ({
  id: 'c1',
  title: 'Year-end campaign',
  description: 'Double rewards in Japan',
  mediaType: 'IMAGE',
  mediaUrl: '/media/overview/banner-1.png',
  coverUrl: '/media/overview/banner-1.png',
  altText: 'Shoppers in Tokyo',
  linkType: 'EVENT',
  linkTarget: 'ev1',
  order: 1,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  ...overrides,
});

/** Three image items, "Item 1" to "Item 3", rendered until the first image shows. */
async function renderThreeBanners() {
  carouselCall.answer({
    carouselList: [1, 2, 3].map((n) =>
      item({ id: `c${n}`, order: n, altText: `Banner ${n}`, title: `Item ${n}` }),
    ),
  });
  renderBlock();
  await screen.findByRole('img', { name: 'Banner 1' });
}

describe('CarouselBlock', () => {
  it('shows a skeleton while loading', async () => {
    const call = carouselCall.holdOnce({ carouselList: [] });
    renderBlock();
    expect(blockRoot('carousel')).toHaveAttribute('data-state', 'loading');
    expect(blockRoot('carousel')).toHaveAttribute('aria-busy', 'true');
    call.settle();
    await waitFor(() => expect(blockRoot('carousel')).toHaveAttribute('data-state', 'empty'));
  });

  it('says so when nothing is featured', async () => {
    carouselCall.answer({ carouselList: [] });
    renderBlock();
    expect(await screen.findByText('No events are being featured right now.')).toBeInTheDocument();
    expect(blockRoot('carousel')).toHaveAttribute('data-state', 'empty');
  });

  it('shows the error and loads again on Retry', async () => {
    carouselCall.failOnce().answerOnce({ carouselList: [item({})] });
    renderBlock();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load events and news");
    // The client's message for the server's system error code.
    expect(alert).toHaveTextContent('System error, please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(blockRoot('carousel')).toHaveAttribute('data-state', 'ready'));
    expect(carouselCall.asked).toHaveLength(2);
  });

  it('shows images with alt text and videos muted with a first-frame poster, in display order', async () => {
    carouselCall.answer({
      carouselList: [
        item({
          id: 'v',
          order: 2,
          mediaType: 'VIDEO',
          mediaUrl: '/media/clip.mp4',
          coverUrl: null,
          title: 'Explainer',
          altText: 'How it works',
          linkType: 'CAROUSEL_DETAIL',
          linkTarget: 'v',
        }),
        item({}),
      ],
    });
    renderBlock();
    const image = await screen.findByRole('img', { name: 'Shoppers in Tokyo' });
    expect(image).toHaveAttribute('src', '/media/overview/banner-1.png');
    // Only the slide on show is in the tab order; the next one waits for the arrow or dots.
    const links = within(blockRoot('carousel')).getAllByRole('link', { hidden: true });
    expect(links[0]).toHaveAttribute('href', '/event-detail/ev1');
    expect(links[0]).toHaveAttribute('tabindex', '0');
    expect(links[1]).toHaveAttribute('href', '/events-carousel-detail?id=v');
    expect(links[1]).toHaveAttribute('tabindex', '-1');
    // Off screen, the video is only its cover, taken from the first frame.
    expect(document.querySelector('video')).toBeNull();
    await waitFor(() =>
      expect(within(links[1]).getByRole('img', { hidden: true })).toHaveAttribute(
        'src',
        'data:image/jpeg;base64,COVER',
      ),
    );
    await userEvent.click(within(blockRoot('carousel')).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('aria-label', 'Video: How it works');
    expect(video).toHaveAttribute('poster', 'data:image/jpeg;base64,COVER');
  });

  it('loads media of the slide on show and the next one only', async () => {
    await renderThreeBanners();
    // The media's <img> elements (the arrows' icons are images too).
    const images = () =>
      [...blockRoot('carousel').querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(images()).toEqual(['Banner 1', 'Banner 2']);
    await userEvent.click(within(blockRoot('carousel')).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(images()).toEqual(['Banner 1', 'Banner 2', 'Banner 3']));
  });

  it('moves with the arrows, the slide buttons and the arrow keys, and stops at the ends', async () => {
    await renderThreeBanners();
    const carousel = within(blockRoot('carousel'));
    const onShow = () => carousel.getByRole('link').textContent;
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    expect(onShow()).toContain('Item 1');
    expect(previous).toBeDisabled();
    expect(carousel.getByRole('button', { name: 'Slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(carousel.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(onShow()).toContain('Item 3');
    expect(next).toBeDisabled();
    expect(carousel.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onShow()).toContain('Item 2');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onShow()).toContain('Item 3');
    await userEvent.click(previous);
    expect(onShow()).toContain('Item 2');
  });

  it('opens the event of the item that is clicked', async () => {
    carouselCall.answer({ carouselList: [item({})] });
    renderBlock();
    await userEvent.click(await screen.findByRole('link', { name: /Year-end campaign/ }));
    expect(currentLocation()).toBe('/event-detail/ev1');
  });
});
