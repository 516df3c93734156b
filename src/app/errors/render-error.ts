import { report } from '@/shared/monitoring/monitor';
import { isChunkLoadError, reportChunkError } from './chunk-load';

/** The DOM event a host can listen for on window; `detail.error` is the original error. */
export const APP_ERROR_EVENT = 'partner-portal:error';

const announced = new WeakSet<object>();

/** The file webpack could not load (its ChunkLoadError carries the URL as `request`). */
function chunkFile(error: unknown): string {
  const request = (error as { request?: unknown }).request;
  return typeof request === 'string' ? (request.split('/').pop() ?? request) : 'unknown';
}

/**
 * ERR-RENDER: an uncaught render error fires a custom error event and is rethrown. The rethrow is
 * deferred so React can still show the recovery screen, and it reaches the host's
 * window.onerror / unhandled-error handlers like any uncaught error.
 */
export function announceRenderError(error: unknown, path: string): void {
  if (error && typeof error === 'object') {
    if (announced.has(error)) return;
    announced.add(error);
  }
  window.dispatchEvent(new CustomEvent(APP_ERROR_EVENT, { detail: { error, path } }));
  // Chunk failures are reported once, by the loader when it was ours (naming the chunk), else here
  // (a React.lazy part of a page), naming the file the browser could not get.
  if (isChunkLoadError(error)) {
    reportChunkError(error, chunkFile(error));
  } else {
    report({ code: 'RENDER_ERROR', path, message: error instanceof Error ? error.message : String(error) });
  }
  window.setTimeout(() => {
    throw error;
  }, 0);
}
