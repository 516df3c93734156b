import { report } from '@/shared/monitoring/monitor';

interface ChunkError extends Error {
  code?: string;
  request?: string;
}

export const isCssChunkError = (error: unknown): boolean =>
  (error as ChunkError | null)?.code === 'CSS_CHUNK_LOAD_FAILED';

export const isChunkLoadError = (error: unknown): boolean =>
  isCssChunkError(error) || (error as ChunkError | null)?.name === 'ChunkLoadError';

/** Waits before each new attempt: a flaky proxy gets a moment, a deploy's missing file is not hammered. */
export const CHUNK_RETRY_DELAYS_MS = [400, 1200] as const;

const reported = new WeakSet<object>();

/**
 * ERR-CHUNK: reports a chunk that failed for good, once per error (script chunks name the chunk,
 * style chunks carry CSS_CHUNK_LOAD_FAILED). Chunks loaded by React.lazy reach the error screen
 * without passing loadChunk; the screen reports them here, and the same error is never reported
 * twice.
 */
export function reportChunkError(error: unknown, chunk: string): void {
  if (!error || typeof error !== 'object' || reported.has(error)) return;
  reported.add(error);
  const failure = error as ChunkError;
  if (isCssChunkError(failure)) {
    report({ code: 'CSS_CHUNK_LOAD_FAILED', chunk, message: failure.request ?? failure.message });
  } else {
    report({ code: 'CHUNK_LOAD_ERROR', chunk, message: failure.message });
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ERR-CHUNK (DESIGN.md: "a failed chunk load is retried, then reported"): a chunk that fails to
 * load is tried again after each of CHUNK_RETRY_DELAYS_MS; if the last try fails too it is
 * reported once and the error goes on to the error screen, whose Reload fetches the current
 * version of the app (after a deploy the old chunk names are gone for good).
 */
export async function loadChunk<T>(load: () => Promise<T>, chunk: string): Promise<T> {
  for (const delay of CHUNK_RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
    }
    await wait(delay);
  }
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error)) reportChunkError(error, chunk);
    throw error;
  }
}
