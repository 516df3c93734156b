/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { clearCache } from 'ahooks';
import { DESKTOP_UA, installBrowserPolyfills, visit } from '@/test/app-test-support';
import { startMswServer } from '@/test/msw-server';
import { forgetSession, holdSession, monitorBatchHandler, shellHandlers } from '@/test/signed-in-server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMonitorSink } from '@/shared/monitoring/monitor';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { createApp } from './create-app';
import type { MountedApp } from './create-app';
import { APP_ERROR_EVENT } from '@/app/errors/render-error';

// vconsole is a debug tool loaded on phones, outside what is under test.
jest.mock('@/shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

// The real session provider, guard and header, with a signed-in partner answered by MSW; a request
// no handler answers fails the test.
const server = startMswServer(monitorBatchHandler());

// The two pages below are where the failures are made: one throws while rendering, the other's
// chunk fails to load. Nothing else of theirs is under test.
const renderFailure = { fail: true };
jest.mock('@/app/desktop/routes/operation-log/operation-log-page', () => ({
  __esModule: true,
  default: function Broken() {
    if (renderFailure.fail) throw new Error('operation log exploded');
    return <h1>Operation log back</h1>;
  },
}));

let chunkFailures = 0;
jest.mock('@/app/desktop/routes/contracts/contracts-page', () => {
  if (chunkFailures > 0) {
    chunkFailures -= 1;
    throw Object.assign(new Error('Loading chunk desktop-contracts failed.'), { name: 'ChunkLoadError' });
  }
  return { __esModule: true, default: () => <h1>Contracts loaded</h1> };
});

// A chunk that is gone for good (a deploy renamed it): every try fails.
let chunkAttempts = 0;
jest.mock('@/app/desktop/routes/newsletter/newsletter-page', () => {
  chunkAttempts += 1;
  throw Object.assign(new Error('Loading chunk desktop-newsletter failed.'), { name: 'ChunkLoadError' });
});

installBrowserPolyfills();

let app: MountedApp | null = null;
const rethrown: unknown[] = [];
const announced: unknown[] = [];
const events: MonitorEvent[] = [];
const onWindowError = (event: ErrorEvent) => {
  event.preventDefault();
  rethrown.push(event.error);
};
const onAnnounce = (event: Event) => announced.push((event as CustomEvent).detail.error);

beforeEach(() => {
  clearCache();
  holdSession();
  server.use(...shellHandlers());
  rethrown.length = 0;
  announced.length = 0;
  events.length = 0;
  chunkAttempts = 0;
  window.addEventListener('error', onWindowError);
  window.addEventListener(APP_ERROR_EVENT, onAnnounce);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => app?.unmount());
  app = null;
  window.removeEventListener('error', onWindowError);
  window.removeEventListener(APP_ERROR_EVENT, onAnnounce);
  jest.mocked(console.error).mockRestore();
  document.body.innerHTML = '';
  visit('/');
  setMonitorSink(undefined);
  forgetSession();
});

async function start(path: string) {
  visit(path);
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    app = await createApp({ container, userAgent: DESKTOP_UA, monitor: (event) => events.push(event) });
  });
}

describe('failure paths', () => {
  it('a render error shows a recoverable screen, fires the DOM event and is rethrown for the host', async () => {
    renderFailure.fail = true;
    await start('/operation-log');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong');
    expect(announced).toEqual([expect.objectContaining({ message: 'operation log exploded' })]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(rethrown).toEqual([expect.objectContaining({ message: 'operation log exploded' })]);
    expect(events).toContainEqual(expect.objectContaining({ code: 'RENDER_ERROR', path: '/operation-log' }));

    renderFailure.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Operation log back' })).toBeInTheDocument();
  });

  it('going to another page from the failed screen (back, forward) shows that page', async () => {
    renderFailure.fail = true;
    await start('/operation-log');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    act(() => {
      window.history.pushState(null, '', '/contracts');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(
      await screen.findByRole('heading', { name: 'Contracts loaded' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a script chunk that fails once is retried and the page shows', async () => {
    chunkFailures = 1;
    await start('/contracts');
    expect(
      await screen.findByRole('heading', { name: 'Contracts loaded' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(events.filter((event) => event.code === 'CHUNK_LOAD_ERROR')).toEqual([]);
  });

  it('a chunk that keeps failing ends on the error screen with Reload, after a bounded number of tries, reported once', async () => {
    await start('/newsletter');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Part of the portal could not be downloaded');
    // The first try and two retries; then the screen stays, and no render starts another download.
    expect(chunkAttempts).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(chunkAttempts).toBe(3);
    expect(events.filter((event) => event.code === 'CHUNK_LOAD_ERROR')).toEqual([
      expect.objectContaining({ chunk: 'desktop-newsletter' }),
    ]);

    // Reload loads the page anew (jsdom reports that it cannot navigate; a browser reloads).
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/Not implemented: navigation/) }),
    );
  });
});
