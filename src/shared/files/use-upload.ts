import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile, UploadSlot } from '@contract/upload/constants';
import { isApiError } from '@/shared/request/api-error';
import { discardUpload, precheckUpload, UPLOAD_CANCELLED, uploadFile } from '@/shared/request/upload';
import { ResultCode } from '@contract/shared/result-codes';
import { messageForCode } from '@/shared/errors/catalogue';
import { uploadMessages } from './upload-messages';

type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

interface UploadState {
  status: UploadStatus;
  percent: number;
  /** The user-facing reason of the last refusal or failure (catalogue message). */
  error: string | null;
  errorCode: string | null;
}

/**
 * Why an upload failed, for the field: the catalogue's message, except the upload limit's, whose
 * catalogue text ("Please try again") would not say what to do.
 */
function failureText(error: unknown): string {
  if (!isApiError(error)) return messageForCode(null);
  return error.code === ResultCode.TRY_AGAIN ? uploadMessages.tooManyWaiting : error.message;
}

const IDLE: UploadState = { status: 'idle', percent: 0, error: null, errorCode: null };

/**
 * One file upload into a slot: checks the rules first (nothing is sent for a file the server would
 * refuse), then uploads with progress; `cancel` stops it. `start` resolves the stored file or null.
 * Reusable by any form (staff content, claim proofs).
 */
export function useUpload(slot: UploadSlot) {
  const [state, setState] = useState<UploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  /** Files this field uploaded: only these are ever discarded (never a saved record's file). */
  const mine = useRef(new Set<string>());

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      controller.current?.abort();
      const refused = await precheckUpload(slot, file);
      if (refused) {
        setState({ status: 'failed', percent: 0, error: refused.message, errorCode: refused.code });
        return null;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', percent: 0, error: null, errorCode: null });
      try {
        const stored = await uploadFile(slot, file, {
          signal: abort.signal,
          onProgress: (percent) => setState((current) => ({ ...current, percent })),
        });
        // Cancelled while the answer was already on its way: cancel wins, the file is not used.
        if (abort.signal.aborted) return null;
        setState({ status: 'done', percent: 100, error: null, errorCode: null });
        mine.current.add(stored.fileUrl);
        return stored;
      } catch (error) {
        if (abort.signal.aborted && controller.current !== abort) return null;
        const code = isApiError(error) ? error.code : 'UNKNOWN';
        if (code === UPLOAD_CANCELLED) setState(IDLE);
        else
          setState({
            status: 'failed',
            percent: 0,
            error: failureText(error),
            errorCode: code,
          });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [slot],
  );

  // The field is free again at once, whenever the transport reports the abort.
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);
  const reset = useCallback(() => {
    controller.current?.abort();
    setState(IDLE);
  }, []);

  /**
   * A file this field uploaded was replaced or removed before the form was saved: the server removes
   * it, so it no longer counts against the upload allowance (docs/uploads.md). In the background: a
   * failure only leaves it to the hourly clean-up. The server keeps a file a saved form uses.
   */
  const discard = useCallback((file: UploadedFile | null | undefined) => {
    if (!file || !mine.current.delete(file.fileUrl)) return;
    discardUpload(file.fileUrl).catch(() => undefined);
  }, []);

  return { ...state, start, cancel, reset, discard };
}
