import '@/test/app-test-support';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setMonitorSink } from '@/shared/monitoring/monitor';
import type { MonitorEvent } from '@/shared/monitoring/monitor-event';
import { AppLink } from './app-link';
import { ChildAppsContext } from './child-apps';
import { PrefetchContext, prefetcherFor } from './prefetch-context';

function renderLink(link: React.ReactNode, prefetch = jest.fn(), childApps: Record<string, string> = {}) {
  render(
    <ChildAppsContext.Provider value={childApps}>
      <PrefetchContext.Provider value={prefetch}>
        <MemoryRouter>{link}</MemoryRouter>
      </PrefetchContext.Provider>
    </ChildAppsContext.Provider>,
  );
  return prefetch;
}

describe('AppLink', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prefetches the route after the pointer rests on it for 50 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const prefetch = renderLink(<AppLink to="/contracts">Contracts</AppLink>);
    await user.hover(screen.getByRole('link', { name: 'Contracts' }));
    act(() => jest.advanceTimersByTime(49));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('/contracts');
  });

  it('does not prefetch when the pointer leaves before 50 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const prefetch = renderLink(<AppLink to="/contracts">Contracts</AppLink>);
    await user.hover(screen.getByRole('link', { name: 'Contracts' }));
    act(() => jest.advanceTimersByTime(30));
    await user.unhover(screen.getByRole('link', { name: 'Contracts' }));
    act(() => jest.advanceTimersByTime(100));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('throws in development for a path that does not start with "/"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderLink(<AppLink to="contracts">Contracts</AppLink>)).toThrow('path must start with "/"');
    jest.mocked(console.error).mockRestore();
  });

  it('in production reports such a path and renders no link', () => {
    const events: MonitorEvent[] = [];
    setMonitorSink((event) => events.push(event));
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      renderLink(<AppLink to="contracts">Contracts</AppLink>);
    } finally {
      process.env.NODE_ENV = env;
      setMonitorSink(undefined);
    }
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Contracts')).toBeInTheDocument();
    expect(events).toEqual([expect.objectContaining({ code: 'INVALID_LINK', path: 'contracts' })]);
  });

  it('links to another child app under its base path, and falls back to the plain path for an unknown app', () => {
    renderLink(
      <>
        <AppLink to="/disputes" app="sibling">
          Known
        </AppLink>
        <AppLink to="/disputes" app="missing">
          Unknown
        </AppLink>
      </>,
      jest.fn(),
      { sibling: '/sibling-site/' },
    );
    expect(screen.getByRole('link', { name: 'Known' })).toHaveAttribute('href', '/sibling-site/disputes');
    expect(screen.getByRole('link', { name: 'Unknown' })).toHaveAttribute('href', '/disputes');
  });
});

describe('prefetcherFor', () => {
  it('preloads every route chunk on the way to a path, and only those', () => {
    const layout = jest.fn(() => Promise.resolve());
    const page = jest.fn(() => Promise.resolve());
    const other = jest.fn(() => Promise.resolve());
    const prefetch = prefetcherFor([
      {
        path: '/',
        handle: { preload: layout },
        children: [
          { path: 'contracts', handle: { preload: page } },
          { path: 'operation-log', handle: { preload: other } },
        ],
      },
    ]);
    prefetch('/contracts');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('swallows a failed prefetch (the real navigation reports it)', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const prefetch = prefetcherFor([{ path: '/x', handle: { preload: failing } }]);
    expect(() => prefetch('/x')).not.toThrow();
    await Promise.resolve();
  });
});
