import { setMonitorSink } from '@/shared/monitoring/monitor';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { CHUNK_RETRY_DELAYS_MS, loadChunk } from './chunk-load';

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
const cssError = () =>
  Object.assign(new Error('Loading CSS chunk 42 failed.'), {
    code: 'CSS_CHUNK_LOAD_FAILED',
    request: '/css/42.css',
  });

let events: MonitorEvent[];
beforeEach(() => {
  events = [];
  setMonitorSink((event) => events.push(event));
  jest.useFakeTimers();
});
afterEach(() => {
  setMonitorSink(undefined);
  jest.useRealTimers();
});

/** Runs loadChunk to its end, through its waits between tries. */
async function settle<T>(loading: Promise<T>): Promise<PromiseSettledResult<T>> {
  const outcome = Promise.allSettled([loading]).then(([result]) => result);
  await jest.runAllTimersAsync();
  return outcome;
}

describe('loadChunk', () => {
  it('retries a failed script chunk and reports nothing when a retry works', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    await expect(settle(loadChunk(load, 'desktop-overview'))).resolves.toEqual({
      status: 'fulfilled',
      value: 'module',
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
  });

  it('waits longer before each retry', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const loading = Promise.allSettled([loadChunk(load, 'desktop-overview')]);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0]);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1] - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await loading;
    expect(CHUNK_RETRY_DELAYS_MS[1]).toBeGreaterThan(CHUNK_RETRY_DELAYS_MS[0]);
  });

  it('gives up after two retries and reports the script chunk once, naming it', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const result = await settle(loadChunk(load, 'desktop-overview'));
    expect(result).toMatchObject({ status: 'rejected', reason: { message: 'Loading chunk 42 failed.' } });
    expect(load).toHaveBeenCalledTimes(3);
    expect(events).toEqual([
      expect.objectContaining({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-overview' }),
    ]);
  });

  it('counts a try made before (the landing preload): two more in all, the first after a wait', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    const loading = loadChunk(load, 'mobile-contracts', { triedBefore: true });
    await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(0);
    expect(await settle(loading)).toMatchObject({ status: 'rejected' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(events).toEqual([
      expect.objectContaining({ code: 'CHUNK_LOAD_ERROR', chunk: 'mobile-contracts' }),
    ]);
  });

  it('reports a style chunk that keeps failing as CSS_CHUNK_LOAD_FAILED', async () => {
    const load = jest.fn().mockRejectedValue(cssError());
    const result = await settle(loadChunk(load, 'mobile-tree'));
    expect(result).toMatchObject({ status: 'rejected', reason: { code: 'CSS_CHUNK_LOAD_FAILED' } });
    expect(events).toEqual([
      expect.objectContaining({
        code: 'CSS_CHUNK_LOAD_FAILED',
        chunk: 'mobile-tree',
        message: '/css/42.css',
      }),
    ]);
  });

  it('does not retry errors that are not chunk loads', async () => {
    const load = jest.fn().mockRejectedValue(new TypeError('boom'));
    const result = await settle(loadChunk(load, 'x'));
    expect(result).toMatchObject({ status: 'rejected', reason: { message: 'boom' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  describe('inside a qiankun host', () => {
    beforeEach(() => {
      window.__POWERED_BY_QIANKUN__ = true;
    });
    afterEach(() => {
      delete window.__POWERED_BY_QIANKUN__;
    });

    /** What import-html-entry leaves of a chunk script it could not download: a rejection nobody handles. */
    const hostDrops = (message: string) =>
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error(message) }));

    it('ends a load whose script the host dropped at once, without retries, reported once', async () => {
      const load = jest.fn(() => new Promise<never>(() => undefined));
      const loading = settle(loadChunk(load, 'desktop-operation-log'));
      await jest.advanceTimersByTimeAsync(0);
      hostDrops('http://portal.test/js/desktop-operation-log.8c001808.js load failed with status 404');
      expect(await loading).toMatchObject({
        status: 'rejected',
        reason: {
          name: 'ChunkLoadError',
          request: 'http://portal.test/js/desktop-operation-log.8c001808.js',
        },
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(events).toEqual([
        expect.objectContaining({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-operation-log' }),
      ]);
    });

    it('pays no attention to rejections about anything else', async () => {
      let arrive: (value: string) => void = () => undefined;
      const load = jest.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
      const loading = settle(loadChunk(load, 'desktop-operation-log'));
      await jest.advanceTimersByTimeAsync(0);
      hostDrops('request aborted');
      arrive('module');
      expect(await loading).toEqual({ status: 'fulfilled', value: 'module' });
      expect(events).toEqual([]);
    });
  });
});
