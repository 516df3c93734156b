import { languageHeaders } from '@/shared/i18n/locale-state';
import { ResultCode } from '@contract/shared/result-codes';
import { checkUpload, SIGNATURE_BYTES, sniffKind, UPLOAD_API } from '@contract/upload/constants';
import { uploadMessages } from '@/shared/files/upload-messages';
import type { UploadedFile, UploadRefusal, UploadSlot } from '@contract/upload/constants';
import { messageForCode, networkMessage } from '@/shared/errors/catalogue';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { apiOrigin } from './api-origin';
import { apiPost, envelopeFailure, isEnvelope } from './client';
import { DEFAULT_TIMEOUT_MS } from './request-defaults';
import { readSessionToken } from './session-token';

export const UPLOAD_CANCELLED = 'UPLOAD_CANCELLED';

const REFUSAL_CODES: Record<UploadRefusal, string> = {
  NAME: ResultCode.FILE_NAME_NOT_ALLOWED,
  EMPTY: ResultCode.FILE_FORMAT_NOT_ALLOWED,
  FORMAT: ResultCode.FILE_FORMAT_NOT_ALLOWED,
  SIZE: ResultCode.FILE_SIZE_EXCEEDED,
};

/**
 * The same rules the server applies (contract/upload/constants.ts), checked in the browser before sending:
 * the first bytes decide the format. Resolves the ApiError the server would answer, or null.
 */
export async function precheckUpload(slot: UploadSlot, file: File): Promise<ApiError | null> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  const refusal = checkUpload(slot, { name: file.name, size: file.size, head });
  if (!refusal) return null;
  const code = REFUSAL_CODES[refusal];
  // The same words the server answers: the limit and what to choose instead (upload-messages.ts).
  return new ApiError(code, uploadMessages.refusal(refusal, slot, sniffKind(head)) ?? messageForCode(code));
}

interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST file/upload.json?slot=... as multipart with progress (XMLHttpRequest: fetch reports no
 * upload progress). Failures reject with ApiError like every other call and pass through the same
 * session handling; a cancel rejects with code UPLOAD_CANCELLED. Uploads get no fixed time-out
 * beyond the default per idle stretch, since a large video may take longer than 30 s on a slow line.
 */
export function uploadFile(slot: UploadSlot, file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    xhr.open('POST', `${apiOrigin()}${UPLOAD_API.upload}?slot=${encodeURIComponent(slot)}`);
    xhr.withCredentials = true;
    const token = readSessionToken();
    xhr.setRequestHeader('accept-language', languageHeaders()['accept-language']);
    if (token) xhr.setRequestHeader('ctoken', token);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => xhr.abort(), DEFAULT_TIMEOUT_MS);
    };
    const done = () => {
      clearTimeout(idle);
      options.signal?.removeEventListener('abort', cancel);
    };
    xhr.upload.onprogress = (event) => {
      armIdle();
      if (event.lengthComputable)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (!isEnvelope(body)) return reject(new ApiError(NETWORK_ERROR_CODE, networkMessage()));
      if (body.success) return resolve((body as unknown as { file: UploadedFile }).file);
      reject(envelopeFailure(body, { silent: true }));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(NETWORK_ERROR_CODE, networkMessage()));
    };
    xhr.onabort = () => {
      done();
      reject(
        options.signal?.aborted
          ? new ApiError(UPLOAD_CANCELLED, uploadMessages.cancelled)
          : new ApiError(NETWORK_ERROR_CODE, networkMessage()),
      );
    };
    if (options.signal?.aborted) return cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    armIdle();
    xhr.send(form);
  });
}

/**
 * POST file/discard.json: removes one of the user's own uploads that no saved form uses (a file the
 * form replaced or removed), so it stops counting against the upload allowance. Silent: the field
 * has nothing to show if it fails (the hourly clean-up removes the file later).
 */
export async function discardUpload(fileUrl: string): Promise<boolean> {
  const answer = await apiPost<{ discarded: boolean }>(UPLOAD_API.discard, { fileUrl }, { silent: true });
  return answer.discarded;
}
