import { ROUTE_CHANGE_CODE, STAFF_MONITOR_ID } from './monitor-event';
import { defaultSink, recentEvents, report, setMonitorSink } from './monitor';
import { isStaffPath, routeChangeEvent } from './route-change-event';
import { storedUserEmail } from './stored-user-email';

afterEach(() => {
  setMonitorSink(undefined);
  localStorage.clear();
});

describe('routeChangeEvent', () => {
  it.each([
    ['/overview', 'a@b.co', { email: 'a@b.co' }],
    ['/mobile/contracts', 'a@b.co', { email: 'a@b.co' }],
    ['/overview', '', { email: '' }],
    ['/iboss', 'a@b.co', { staff: STAFF_MONITOR_ID }],
    ['/iboss/user', 'a@b.co', { staff: STAFF_MONITOR_ID }],
    ['/ibossy', 'a@b.co', { email: 'a@b.co' }],
  ])('%s logs code 500 with %j', (path, email, user) => {
    expect(routeChangeEvent(path, email)).toEqual({ code: ROUTE_CHANGE_CODE, path, user });
  });

  it('marks only whole /iboss segments as staff', () => {
    expect(isStaffPath('/iboss/df/detail')).toBe(true);
    expect(isStaffPath('/overview/iboss-news')).toBe(false);
  });
});

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

describe('storedUserEmail', () => {
  it.each([
    ['email', JSON.stringify({ email: 'a@b.co', userEmail: 'x@y.co' }), 'a@b.co'],
    ['userEmail path', JSON.stringify({ userEmail: 'x@y.co' }), 'x@y.co'],
    ['nothing stored', null, ''],
    ['broken JSON', '{oops', ''],
    ['not an object', '"text"', ''],
    ['email not a string', JSON.stringify({ email: 42 }), ''],
  ])('%s', (_name, raw, email) => {
    if (raw !== null) localStorage.setItem('userInfo', raw);
    expect(storedUserEmail()).toBe(email);
  });
});
