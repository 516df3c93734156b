import type { ResultEnvelope } from '@contract/shared/envelope';
import { ResultCode } from '@contract/shared/result-codes';
import { messageForCode, networkMessage } from '@/shared/errors/catalogue';
import { ApiError, NETWORK_ERROR_CODE } from '@/shared/request/api-error';
import { apiOrigin } from '@/shared/request/api-origin';
import { readSessionToken } from '@/shared/request/session-token';
import { FILE_API } from '@contract/file/constants';
import { whenSessionEnds } from '@/domains/session/session-end';

import type { FileRef } from '@/shared/files/file-ref';

export type { FileRef };

/**
 * Loaded files by fileUrl for the session (DATA-FILES: cached PDF files per file URL), so reopening a
 * document is instant. A stored file never changes (a new version gets a new fileUrl). Only the
 * last few files opened are kept: a statement can run to megabytes, and a partner browsing a year
 * of them would otherwise hold every one in memory until sign-out. Map order is use order.
 */
const cache = new Map<string, Promise<Uint8Array>>();
export const LOADED_FILES_KEPT = 5;

/** Forgets every loaded file: the next session (or the next mount) downloads with its own rights. */
export function clearLoadedFiles(): void {
  cache.clear();
}

// A new user or partner starts from nothing of the last one's (src/domains/session/session-end.ts).
whenSessionEnds(clearLoadedFiles);

export function downloadUrl(file: FileRef, disposition: 'inline' | 'attachment'): string {
  const query = new URLSearchParams({
    fileUrl: file.fileUrl,
    fileName: file.fileName,
    fileContentType: file.fileContentType,
    fileContentDisposition: disposition,
  });
  return `${apiOrigin()}${FILE_API.download}?${query.toString()}`;
}

async function load(file: FileRef): Promise<Uint8Array> {
  const token = readSessionToken();
  let response: Response;
  try {
    response = await fetch(downloadUrl(file, 'inline'), {
      credentials: 'include',
      headers: token ? { ctoken: token } : {},
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_CODE, networkMessage());
  }
  if (!response.ok) {
    // Failures carry the envelope; a missing file is 510872002.
    const body = (await response.json().catch(() => null)) as ResultEnvelope | null;
    const code = body?.resultCode ?? (response.status === 404 ? ResultCode.FILE_NOT_EXISTS : 'HTTP');
    throw new ApiError(code, messageForCode(code));
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The file's bytes, from the session cache or the server; a failed load is not cached. */
export function loadFileBytes(file: FileRef): Promise<Uint8Array> {
  const cached = cache.get(file.fileUrl);
  if (cached) {
    cache.delete(file.fileUrl);
    cache.set(file.fileUrl, cached);
    return cached;
  }
  const pending = load(file);
  cache.set(file.fileUrl, pending);
  // A cleared cache may already hold a newer load of the same file: drop only this one.
  pending.catch(() => {
    if (cache.get(file.fileUrl) === pending) cache.delete(file.fileUrl);
  });
  while (cache.size > LOADED_FILES_KEPT) cache.delete(cache.keys().next().value as string);
  return pending;
}

/** Saves the file under its name: bytes from the cache when the viewer already has them. */
export async function saveFile(file: FileRef): Promise<void> {
  const bytes = await loadFileBytes(file);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: file.fileContentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.click();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
