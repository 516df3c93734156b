/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { MONITOR_PATH_MAX } from '@contract/monitor/constants';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { flushMonitor, report, setMonitorForwarder, setMonitorSink } from './monitor';
import { createMonitorBatcher } from './monitor-batcher';
import type { MonitorBatcher } from './monitor-batcher';
import type { MonitorEvent } from './monitor-event';
import { routeChangeEvent } from './route-change-event';

interface Received {
  url: string;
  token: string | null;
  keepalive: boolean;
  body: { eventList: Record<string, unknown>[] };
}

let received: Received[] = [];
let answer: () => Response = () => HttpResponse.json(envelope({ stored: 1 }));

startMswServer(
  http.post('*/api/spportal/monitor/batch.json', async ({ request }) => {
    received.push({
      url: request.url,
      token: request.headers.get('ctoken'),
      keepalive: request.keepalive,
      body: (await request.json()) as Received['body'],
    });
    return answer();
  }),
);

let token: string | undefined = 'token-a';
let batcher: MonitorBatcher | null = null;
const start = (options: { maxEvents?: number; maxWaitMs?: number } = {}) => {
  batcher = createMonitorBatcher({ maxEvents: 3, maxWaitMs: 60_000, readToken: () => token, ...options });
  return batcher;
};
const visit = (path: string, email = 'ops@gcash.demo') => report(routeChangeEvent(path, email));
const paths = (batch: Received) => batch.body.eventList.map((event) => event.path);
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  received = [];
  token = 'token-a';
  answer = () => HttpResponse.json(envelope({ stored: 1 }));
});
afterEach(() => {
  batcher?.dispose();
  batcher = null;
  setMonitorForwarder(null);
  setMonitorSink(undefined);
});

describe('monitoring batches to the server', () => {
  it('sends a batch once enough events wait, with the session header, keepalive and no email', async () => {
    setMonitorForwarder(start());
    visit('/overview');
    visit('/contracts');
    await settle();
    expect(received).toHaveLength(0);
    visit('/iboss/configuration');
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0].token).toBe('token-a');
    expect(received[0].keepalive).toBe(true);
    expect(received[0].body.eventList).toEqual([
      { code: 500, path: '/overview', time: expect.any(Number) },
      { code: 500, path: '/contracts', time: expect.any(Number) },
      { code: 500, path: '/iboss/configuration', time: expect.any(Number) },
    ]);
    // Who it was is the session's business on the server, not the body's.
    expect(JSON.stringify(received[0].body)).not.toContain('ops@gcash.demo');
  });

  it('sends what waits after the time limit', async () => {
    setMonitorForwarder(start({ maxWaitMs: 100 }));
    visit('/overview');
    await settle(20);
    expect(received).toHaveLength(0);
    await settle(300);
    expect(received.map(paths)).toEqual([['/overview']]);
  });

  it('sends what waits when the page is hidden, and on unmount', async () => {
    setMonitorForwarder(start());
    visit('/overview');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await settle();
    expect(received.map(paths)).toEqual([['/overview']]);

    visit('/contracts');
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(received.map(paths)).toEqual([['/overview'], ['/contracts']]);

    visit('/growth');
    batcher!.dispose();
    await settle();
    expect(received.map(paths)).toEqual([['/overview'], ['/contracts'], ['/growth']]);
    // After unmount the page's events go nowhere near the old batcher.
    document.dispatchEvent(new Event('visibilitychange'));
    visit('/after');
    await settle();
    expect(received).toHaveLength(3);
  });

  it('in a host, the batch sent on unmount still goes to the portal server', async () => {
    const injected = window as unknown as { __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string };
    injected.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ = 'http://portal.example:8000/';
    try {
      setMonitorForwarder(start());
      visit('/overview');
    } finally {
      // qiankun takes the injected public path back when it unmounts the app.
      delete injected.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
    }
    batcher?.dispose();
    await settle();
    expect(received.map((batch) => batch.url)).toEqual([
      'http://portal.example:8000/api/spportal/monitor/batch.json',
    ]);
  });

  it('keeps sessions apart and sends nothing without a session', async () => {
    setMonitorForwarder(start());
    token = undefined;
    visit('/auth/login', '');
    token = 'token-a';
    visit('/overview');
    token = 'token-b';
    visit('/overview');
    await flushMonitor();
    expect(received.map((batch) => [batch.token, paths(batch)])).toEqual([
      ['token-a', ['/overview']],
      ['token-b', ['/overview']],
    ]);
  });

  it('cuts long paths and failure messages to the server limits', async () => {
    setMonitorForwarder(start());
    report({ code: 500, path: `/${'a'.repeat(400)}` });
    report({ code: 'RENDER_ERROR', path: '/overview', message: 'x'.repeat(1000) });
    report({ code: 'CHUNK_LOAD_ERROR', chunk: 'desktop-overview' });
    await settle();
    const [first, second, third] = received[0].body.eventList;
    expect((first.path as string).length).toBe(MONITOR_PATH_MAX);
    expect((second.detail as string).length).toBe(300);
    expect(third).toEqual({ code: 'CHUNK_LOAD_ERROR', detail: 'desktop-overview', time: expect.any(Number) });
  });

  it('the host sink still receives every event, whatever the server answers', async () => {
    const host: MonitorEvent[] = [];
    setMonitorSink((event) => host.push(event));
    setMonitorForwarder(start({ maxEvents: 2 }));
    answer = () => new HttpResponse(null, { status: 500 });
    for (const path of ['/overview', '/contracts', '/growth', '/newsletter', '/calendar']) visit(path);
    await flushMonitor();
    await settle();
    expect(host.map((event) => [event.code, event.path, event.user])).toEqual(
      ['/overview', '/contracts', '/growth', '/newsletter', '/calendar'].map((path) => [
        500,
        path,
        { email: 'ops@gcash.demo' },
      ]),
    );
    expect(received.flatMap(paths)).toEqual([
      '/overview',
      '/contracts',
      '/growth',
      '/newsletter',
      '/calendar',
    ]);
  });

  it('a host sink that throws does not stop the batch, nor the reverse', async () => {
    setMonitorSink(() => {
      throw new Error('host sink down');
    });
    setMonitorForwarder(start({ maxEvents: 1 }));
    expect(() => visit('/overview')).not.toThrow();
    await settle();
    expect(received.map(paths)).toEqual([['/overview']]);

    const host: MonitorEvent[] = [];
    setMonitorSink((event) => host.push(event));
    setMonitorForwarder({
      add: () => {
        throw new Error('batcher down');
      },
      flush: () => Promise.resolve(),
    });
    expect(() => visit('/contracts')).not.toThrow();
    expect(host.map((event) => event.path)).toEqual(['/contracts']);
  });
});
