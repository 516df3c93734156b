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

/** One of the portal's script files (webpack.config.ts: js/[name].[contenthash].js). */
const PORTAL_SCRIPT = /^(\S+\/js\/[^/\s]+\.js)\s/;

/**
 * Inside a qiankun host, import-html-entry downloads each chunk script itself and drops one it
 * could not get (a 404, a refused request) without a word to the script element: neither load nor
 * error fires, only an unhandled rejection whose message starts with the script's URL. webpack
 * would wait out its 120 s time-out, and a retry would join the same stalled download (the host
 * also keeps the failure until the page reloads). So under qiankun such a rejection ends the load
 * at once, as the chunk-load error it is.
 */
function hostDroppedScript(): { dropped: Promise<never>; stop: () => void } {
  let stop = () => undefined as void;
  const dropped = new Promise<never>((_resolve, reject) => {
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      const message = reason instanceof Error ? reason.message : '';
      const url = PORTAL_SCRIPT.exec(message)?.[1];
      if (!url) return;
      reject(
        Object.assign(new Error(`Loading chunk failed. (${message})`), {
          name: 'ChunkLoadError',
          request: url,
        }),
      );
    };
    window.addEventListener('unhandledrejection', onRejection);
    stop = () => window.removeEventListener('unhandledrejection', onRejection);
  });
  // Nobody may be waiting on it any more when it comes.
  dropped.catch(() => undefined);
  return { dropped, stop };
}

/**
 * ERR-CHUNK (DESIGN.md: "a failed chunk load is retried, then reported"): a chunk that fails to
 * load is tried again after each of CHUNK_RETRY_DELAYS_MS; if the last try fails too it is
 * reported once and the error goes on to the error screen, whose Reload fetches the current
 * version of the app (after a deploy the old chunk names are gone for good). A script a qiankun
 * host dropped is not tried again: only a reload would download it.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  chunk: string,
  { triedBefore = false }: { triedBefore?: boolean } = {},
): Promise<T> {
  const host = window.__POWERED_BY_QIANKUN__ ? hostDroppedScript() : null;
  try {
    // A try made before (the landing preload, landing-chunks.ts) counts, and its wait applies.
    if (triedBefore) await wait(CHUNK_RETRY_DELAYS_MS[0]);
    for (let attempt = triedBefore ? 1 : 0; ; attempt += 1) {
      let droppedByHost = false;
      try {
        return await (host
          ? Promise.race([
              load(),
              host.dropped.catch((error: unknown) => {
                droppedByHost = true;
                throw error;
              }),
            ])
          : load());
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        if (droppedByHost || attempt >= CHUNK_RETRY_DELAYS_MS.length) {
          reportChunkError(error, chunk);
          throw error;
        }
      }
      await wait(CHUNK_RETRY_DELAYS_MS[attempt]);
    }
  } finally {
    host?.stop();
  }
}
