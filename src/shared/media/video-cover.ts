/** LIMIT-VIDEO-COVER: a video's cover is its first frame; when the video reports no size, draw at 640 by 360. */
export const FALLBACK_COVER_WIDTH = 640;
export const FALLBACK_COVER_HEIGHT = 360;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface VideoCover {
  dataUrl: string;
  width: number;
  height: number;
}

export function coverSize(video: Pick<HTMLVideoElement, 'videoWidth' | 'videoHeight'>): {
  width: number;
  height: number;
} {
  if (video.videoWidth > 0 && video.videoHeight > 0)
    return { width: video.videoWidth, height: video.videoHeight };
  return { width: FALLBACK_COVER_WIDTH, height: FALLBACK_COVER_HEIGHT };
}

/**
 * Loads the video off-screen and draws its first frame onto a canvas. Resolves null when the frame
 * cannot be read (network error, time-out, or a cross-origin video that taints the canvas), so the
 * caller can fall back to a stored cover image.
 */
export function captureVideoCover(src: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<VideoCover | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    let settled = false;
    const finish = (cover: VideoCover | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load?.();
      resolve(cover);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.crossOrigin = 'anonymous';
    video.addEventListener('error', () => finish(null), { once: true });
    video.addEventListener(
      'loadeddata',
      () => {
        const { width, height } = coverSize(video);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return finish(null);
        try {
          context.drawImage(video, 0, 0, width, height);
          finish({ dataUrl: canvas.toDataURL('image/jpeg', 0.82), width, height });
        } catch {
          finish(null);
        }
      },
      { once: true },
    );
    video.src = src;
  });
}
