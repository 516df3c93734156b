import { report } from '@/shared/monitoring/monitor';

interface ChunkError extends Error {
  code?: string;
  request?: string;
}

export const isCssChunkError = (error: unknown): boolean =>
  (error as ChunkError | null)?.code === 'CSS_CHUNK_LOAD_FAILED';

export const isChunkLoadError = (error: unknown): boolean =>
  isCssChunkError(error) || (error as ChunkError | null)?.name === 'ChunkLoadError';

/**
 * ERR-CHUNK: a chunk that fails to load is retried once; if it fails again it is reported
 * (script chunks name the chunk, style chunks carry CSS_CHUNK_LOAD_FAILED) and the error goes on
 * to the error screen, which offers another try.
 */
export async function loadChunk<T>(load: () => Promise<T>, chunk: string): Promise<T> {
  try {
    return await load();
  } catch (first) {
    if (!isChunkLoadError(first)) throw first;
    try {
      return await load();
    } catch (second) {
      const error = second as ChunkError;
      if (isCssChunkError(error)) {
        report({ code: 'CSS_CHUNK_LOAD_FAILED', chunk, message: error.request ?? error.message });
      } else {
        report({ code: 'CHUNK_LOAD_ERROR', chunk, message: error.message });
      }
      throw second;
    }
  }
}
