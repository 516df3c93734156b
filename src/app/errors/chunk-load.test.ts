import { setMonitorSink } from '@/shared/monitoring/monitor';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { loadChunk } from './chunk-load';

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
});
afterEach(() => setMonitorSink(undefined));

describe('loadChunk', () => {
  it('retries a failed script chunk once and reports nothing when the retry works', async () => {
    const load = jest.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    await expect(loadChunk(load, 'desktop-overview')).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
  });

  it('reports a script chunk that fails twice, naming the chunk', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    await expect(loadChunk(load, 'desktop-overview')).rejects.toThrow('Loading chunk 42 failed.');
    expect(load).toHaveBeenCalledTimes(2);
    expect(events).toEqual([
      expect.objectContaining({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-overview' }),
    ]);
  });

  it('reports a style chunk that fails twice as CSS_CHUNK_LOAD_FAILED', async () => {
    const load = jest.fn().mockRejectedValue(cssError());
    await expect(loadChunk(load, 'mobile-tree')).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
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
    await expect(loadChunk(load, 'x')).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });
});
