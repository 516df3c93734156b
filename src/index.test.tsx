import { installBrowserPolyfills, visit } from './test/app-test-support';
import { act, screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount, update } from './index';
import { recentEvents } from './shared/monitoring/monitor';

jest.mock('./app/session/require-session', () => ({
  RequireSession: ({ children }: { children: React.ReactNode }) => children,
}));
// The layout reads the session; mounting is under test here, so a signed-in partner is given.
jest.mock('./app/session/session-provider', () => ({
  SessionProvider: jest.requireActual('./test/signed-in-session').SignedInSessionProvider,
}));
jest.mock('./app/desktop/header/header-actions', () => ({ __esModule: true, default: () => null }));
jest.mock('./app/desktop/routes/overview/overview-page', () => ({
  __esModule: true,
  default: () => <h1>Overview page</h1>,
}));
jest.mock('./shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

installBrowserPolyfills();

const newContainer = () => document.body.appendChild(document.createElement('div'));
const overview = () => screen.findByRole('heading', { name: 'Overview page' }, { timeout: 5000 });

afterEach(async () => {
  await act(() => unmount());
  document.body.innerHTML = '';
  visit('/');
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
    expect(container).toContainElement(screen.getByRole('heading', { name: 'Overview page' }));
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
    expect(screen.getAllByRole('heading', { name: 'Overview page' })).toHaveLength(1);
  });

  it('standalone, mounts into #root at public path /', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    visit('/');
    await act(() => mount());
    expect(await overview()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/overview');
    expect(root).toContainElement(screen.getByRole('heading', { name: 'Overview page' }));
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
