import { defaultSink, recentEvents, report, setMonitorSink } from './monitor';

afterEach(() => setMonitorSink(undefined));

describe('sink', () => {
  it('sends to the sink the host passed, stamped with a time', () => {
    const events: unknown[] = [];
    setMonitorSink((e) => events.push(e));
    report({ code: 500, path: '/overview' });
    expect(events).toEqual([
      expect.objectContaining({ code: 500, path: '/overview', time: expect.any(Number) }),
    ]);
  });

  it('falls back to the default sink, which keeps recent events', () => {
    setMonitorSink(undefined);
    report({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-overview' });
    expect(recentEvents().at(-1)).toMatchObject({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-overview' });
  });

  it('keeps at most 100 events in the default buffer', () => {
    for (let i = 0; i < 150; i += 1) defaultSink({ code: 500, path: `/p${i}`, time: i });
    expect(recentEvents()).toHaveLength(100);
    expect(recentEvents()[0].path).toBe('/p50');
  });

  it('survives a sink that throws', () => {
    setMonitorSink(() => {
      throw new Error('host sink down');
    });
    expect(() => report({ code: 500 })).not.toThrow();
  });
});
