import { captureVideoCover, coverSize, FALLBACK_COVER_HEIGHT, FALLBACK_COVER_WIDTH } from './video-cover';

function interceptVideo(): Promise<HTMLVideoElement> {
  const original = document.createElement.bind(document);
  return new Promise((resolve) => {
    jest
      .spyOn(document, 'createElement')
      .mockImplementation((tag: string, options?: ElementCreationOptions) => {
        const element = original(tag, options);
        if (tag === 'video') resolve(element as HTMLVideoElement);
        return element;
      });
  });
}

const drawImage = jest.fn();

beforeEach(() => {
  drawImage.mockReset();
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('coverSize', () => {
  it('keeps the video size when it is known', () => {
    expect(coverSize({ videoWidth: 1280, videoHeight: 720 })).toEqual({ width: 1280, height: 720 });
  });
  it('falls back to 640 by 360', () => {
    expect(coverSize({ videoWidth: 0, videoHeight: 0 })).toEqual({ width: 640, height: 360 });
    expect([FALLBACK_COVER_WIDTH, FALLBACK_COVER_HEIGHT]).toEqual([640, 360]);
  });
});

describe('captureVideoCover', () => {
  it('draws the first frame, muted, at the fallback size when the video reports none', async () => {
    const videoPromise = interceptVideo();
    const cover = captureVideoCover('https://cdn.example/clip.mp4');
    const video = await videoPromise;
    expect(video.muted).toBe(true);
    expect(video.getAttribute('src')).toBe('https://cdn.example/clip.mp4');
    video.dispatchEvent(new Event('loadeddata'));
    await expect(cover).resolves.toEqual({ dataUrl: 'data:image/jpeg;base64,AAAA', width: 640, height: 360 });
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 360);
  });

  it('resolves null when the video fails to load', async () => {
    const videoPromise = interceptVideo();
    const cover = captureVideoCover('/missing.mp4');
    (await videoPromise).dispatchEvent(new Event('error'));
    await expect(cover).resolves.toBeNull();
  });

  it('resolves null when reading the frame is refused (cross-origin canvas)', async () => {
    drawImage.mockImplementation(() => {
      throw new DOMException('tainted', 'SecurityError');
    });
    const videoPromise = interceptVideo();
    const cover = captureVideoCover('https://elsewhere.example/clip.mp4');
    (await videoPromise).dispatchEvent(new Event('loadeddata'));
    await expect(cover).resolves.toBeNull();
  });

  it('gives up after the time-out', async () => {
    jest.useFakeTimers();
    const cover = captureVideoCover('/slow.mp4', 500);
    jest.advanceTimersByTime(500);
    await expect(cover).resolves.toBeNull();
  });
});
