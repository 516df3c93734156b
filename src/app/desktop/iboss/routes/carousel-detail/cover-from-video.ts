import { captureVideoCover, FALLBACK_COVER_HEIGHT, FALLBACK_COVER_WIDTH } from '@/shared/media/video-cover';

function dataUrlToFile(dataUrl: string, name: string): File {
  const [header, base64] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type });
}

/** A plain 640 by 360 cover for a video whose first frame can't be read in this browser (LIMIT-VIDEO-COVER). */
function fallbackCover(): string {
  const canvas = document.createElement('canvas');
  canvas.width = FALLBACK_COVER_WIDTH;
  canvas.height = FALLBACK_COVER_HEIGHT;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1f1f1f';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.moveTo(295, 140);
    context.lineTo(295, 220);
    context.lineTo(360, 180);
    context.closePath();
    context.fill();
  }
  return canvas.toDataURL('image/jpeg', 0.82);
}

/** The cover image for a local video file: its first frame, or the 640 by 360 fallback. */
export async function coverFileFor(video: File): Promise<File> {
  const url = URL.createObjectURL(video);
  try {
    const cover = await captureVideoCover(url);
    const base = video.name.replace(/\.[^.]+$/, '').slice(0, 80) || 'video';
    return dataUrlToFile(cover?.dataUrl ?? fallbackCover(), `${base}-cover.jpg`);
  } finally {
    URL.revokeObjectURL(url);
  }
}
