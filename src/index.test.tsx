/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { clearCache } from 'ahooks';
import { installBrowserPolyfills, visit } from './test/app-test-support';
import { startMswServer } from './test/msw-server';
import {
  emptyOverviewHandlers,
  forgetSession,
  holdSession,
  monitorBatchHandler,
  shellHandlers,
} from './test/signed-in-server';
import { act, screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount, update } from './index';
import { recentEvents } from './shared/monitoring/monitor';

// vconsole is a debug tool loaded on phones, outside what is under test.
jest.mock('./shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

// The real session provider, guard, header and overview, with a signed-in partner and an empty
// overview answered by MSW; a request no handler answers fails the test.
const server = startMswServer(monitorBatchHandler());

installBrowserPolyfills();

// The real desktop overview loads here; on a fresh clone jest compiles it in the first test.
jest.setTimeout(60_000);

const newContainer = () => document.body.appendChild(document.createElement('div'));
const overview = () => screen.findByRole('heading', { name: 'Overview', level: 1 }, { timeout: 15_000 });

beforeEach(() => {
  clearCache();
  holdSession();
  server.use(...shellHandlers(), ...emptyOverviewHandlers());
});
afterEach(async () => {
  await act(() => unmount());
  document.body.innerHTML = '';
  visit('/');
  forgetSession();
});

describe('qiankun lifecycles', () => {
  it('exports bootstrap, mount, unmount and update as promises', async () => {
    await expect(bootstrap()).resolves.toBeUndefined();
    await expect(update({})).resolves.toBeUndefined();
  });

  it('renders only inside the host container and leaves it empty on unmount', async () => {
    visit('/portal/overview');
    const container = newContainer();
    const headBefore = document.head.children.length;
    await act(() => mount({ container, basePath: '/portal', historyType: 'browser' }));
    expect(await overview()).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('heading', { name: 'Overview', level: 1 }));
    expect(document.body.children).toHaveLength(1);
    // antd's CSS-in-JS (icon base rules included) went into the container; nothing into the head.
    expect(container.querySelector('style')).not.toBeNull();
    expect(document.head.children).toHaveLength(headBefore);

    await act(() => unmount());
    expect(container).toBeEmptyDOMElement();
    expect(document.body.children).toHaveLength(1);
    expect(document.head.children).toHaveLength(headBefore);
  });

  it('remounts into the same container and into a new one, with styles each time', async () => {
    visit('/portal/overview');
    const first = newContainer();
    await act(() => mount({ container: first, basePath: '/portal' }));
    expect(await overview()).toBeInTheDocument();
    await act(() => unmount());

    await act(() => mount({ container: first, basePath: '/portal' }));
    expect(await overview()).toBeInTheDocument();
    expect(first.querySelector('style')).not.toBeNull();
    await act(() => unmount());
    expect(first).toBeEmptyDOMElement();

    const second = newContainer();
    await act(() => mount({ container: second, basePath: '/portal' }));
    expect(await overview()).toBeInTheDocument();
    expect(second.querySelector('style')).not.toBeNull();
    expect(first).toBeEmptyDOMElement();
    await act(() => unmount());
    expect(second).toBeEmptyDOMElement();
  });

  it('never throws on a second unmount or an unmount without mount', async () => {
    await expect(unmount()).resolves.toBeUndefined();
    const container = newContainer();
    visit('/overview');
    await act(() => mount({ container }));
    await overview();
    await act(() => unmount());
    await expect(unmount()).resolves.toBeUndefined();
    expect(container).toBeEmptyDOMElement();
  });

  it('a mount while mounted replaces the old app instead of doubling it', async () => {
    visit('/overview');
    const a = newContainer();
    const b = newContainer();
    await act(() => mount({ container: a }));
    await overview();
    await act(() => mount({ container: b }));
    await overview();
    expect(a).toBeEmptyDOMElement();
    expect(screen.getAllByRole('heading', { name: 'Overview', level: 1 })).toHaveLength(1);
  });

  it('standalone, mounts into #root at public path /', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    visit('/');
    await act(() => mount());
    expect(await overview()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/overview');
    expect(root).toContainElement(screen.getByRole('heading', { name: 'Overview', level: 1 }));
  });

  it('uses hash history under the base path when the host asks for it', async () => {
    visit('/#/portal/mobile/overview');
    await act(() => mount({ container: newContainer(), basePath: '/portal', historyType: 'hash' }));
    expect(await overview()).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/portal/overview'));
    expect(window.location.pathname).toBe('/');
  });

  it('sends monitoring to the sink from the props, and back to the default after unmount', async () => {
    const events: unknown[] = [];
    visit('/overview');
    await act(() => mount({ container: newContainer(), monitor: (event) => events.push(event) }));
    await overview();
    expect(events).toContainEqual(expect.objectContaining({ code: 500, path: '/overview' }));
    const before = recentEvents().length;
    await act(() => unmount());
    expect(recentEvents().length).toBe(before);
  });
});
