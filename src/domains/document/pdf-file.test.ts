/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { http, HttpResponse, startMswServer } from '@/test/msw-server';
import { clearLoadedFiles, LOADED_FILES_KEPT, loadFileBytes } from './pdf-file';
import type { FileRef } from './pdf-file';

const downloads: string[] = [];
startMswServer(
  http.get('*/api/spportal/file/download.json', ({ request }) => {
    const fileUrl = new URL(request.url).searchParams.get('fileUrl')!;
    downloads.push(fileUrl);
    return HttpResponse.arrayBuffer(new TextEncoder().encode(`%PDF ${fileUrl}`).buffer as ArrayBuffer);
  }),
);

const file = (n: number): FileRef => ({
  fileUrl: `file-${n}.pdf`,
  fileName: `Statement ${n}.pdf`,
  fileContentType: 'application/pdf',
});

beforeEach(() => {
  clearLoadedFiles();
  downloads.length = 0;
});

test('a file opened again comes from the cache; after clearing it is downloaded again', async () => {
  const first = await loadFileBytes(file(1));
  expect(new TextDecoder().decode(first)).toBe('%PDF file-1.pdf');
  await loadFileBytes(file(1));
  expect(downloads).toEqual(['file-1.pdf']);

  clearLoadedFiles();
  await loadFileBytes(file(1));
  expect(downloads).toEqual(['file-1.pdf', 'file-1.pdf']);
});

test('only the last few files opened are kept: the least recently opened one is downloaded again', async () => {
  for (let n = 1; n <= LOADED_FILES_KEPT; n += 1) await loadFileBytes(file(n));
  // Reopening file 1 makes file 2 the least recently used.
  await loadFileBytes(file(1));
  await loadFileBytes(file(LOADED_FILES_KEPT + 1));
  downloads.length = 0;

  await loadFileBytes(file(1));
  await loadFileBytes(file(LOADED_FILES_KEPT + 1));
  expect(downloads).toEqual([]);
  await loadFileBytes(file(2));
  expect(downloads).toEqual(['file-2.pdf']);
});
