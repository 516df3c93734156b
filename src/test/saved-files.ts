import { clearLoadedFiles } from '@/domains/document/pdf-file';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * What the page saved through a download link (saveFile): jsdom has no object URLs and does not
 * save a clicked link, so each test of the calling file gets the files it would have saved, in
 * order. Loaded files are kept per fileUrl for the session; each test downloads afresh.
 */
export function captureSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  let click: jest.SpyInstance;
  beforeEach(() => {
    clearLoadedFiles();
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:saved-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    click.mockRestore();
  });
  return saved;
}
