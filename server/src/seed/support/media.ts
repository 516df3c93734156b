import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '@server/plugins/storage-plugin';

const MEDIA_DIR = path.resolve(__dirname, '..', '..', '..', 'assets', 'overview');

const ASSETS = {
  'banner-travel-festival': ['banner-travel-festival.jpg', 'image/jpeg'],
  'banner-thailand-launch': ['banner-thailand-launch.jpg', 'image/jpeg'],
  'banner-claims-deadline': ['banner-claims-deadline.jpg', 'image/jpeg'],
  'banner-lunar-new-year': ['banner-lunar-new-year.jpg', 'image/jpeg'],
  explainer: ['explainer.mp4', 'video/mp4'],
  'explainer-cover': ['explainer-cover.jpg', 'image/jpeg'],
} as const;

export type MediaKey = keyof typeof ASSETS;

/** Stores every overview media file once as a public-read file; returns each key's fileUrl. */
export async function storeOverviewMedia(storage: Pick<Storage, 'put'>): Promise<Record<MediaKey, string>> {
  const stored = {} as Record<MediaKey, string>;
  for (const [key, [fileName, contentType]] of Object.entries(ASSETS) as Array<
    [MediaKey, readonly [string, string]]
  >) {
    const { fileUrl } = await storage.put({
      data: await fs.readFile(path.join(MEDIA_DIR, fileName)),
      fileName,
      contentType,
      partnerId: null,
      publicRead: true,
    });
    stored[key] = fileUrl;
  }
  return stored;
}
