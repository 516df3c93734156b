/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { clearCache } from 'ahooks';
import { ANDROID_UA, DESKTOP_UA, installBrowserPolyfills, visit } from '@/test/app-test-support';
import { startMswServer } from '@/test/msw-server';
import { forgetSession, holdSession, monitorBatchHandler, shellHandlers } from '@/test/signed-in-server';
import { act, screen, waitFor } from '@testing-library/react';
import { createApp } from './create-app';
import type { MountedApp } from './create-app';

// vconsole is a debug tool loaded on phones, outside what is under test.
jest.mock('@/shared/debug/vconsole', () => ({ loadDebugConsole: () => Promise.resolve(() => undefined) }));

// The real session provider, guard and headers, with a signed-in partner answered by MSW; a
// request no handler answers fails the test.
const server = startMswServer(monitorBatchHandler());

installBrowserPolyfills();

let app: MountedApp | null = null;
beforeEach(() => {
  holdSession();
  server.use(...shellHandlers());
});
afterEach(() => {
  act(() => app?.unmount());
  app = null;
  document.body.innerHTML = '';
  visit('/');
  forgetSession();
});

async function start(path: string, userAgent: string) {
  visit(path);
  clearCache();
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    app = await createApp({ container, userAgent });
  });
  return container;
}

describe('popups belong to the app', () => {
  it('antd-mobile Toast and Dialog render inside the container and are gone after unmount', async () => {
    // A screen that needs no data, so nothing but the popups is under test.
    const container = await start('/mobile/change-psd', ANDROID_UA);
    await screen.findByRole('heading', { name: 'Change password' }, { timeout: 15_000 });
    const { Dialog, Toast } = await import('antd-mobile');
    act(() => {
      Toast.show({ content: 'Saved', duration: 0 });
      Dialog.show({ content: 'Are you sure?' });
    });
    await waitFor(() => expect(container).toHaveTextContent('Saved'));
    expect(container).toHaveTextContent('Are you sure?');

    await act(async () => app?.unmount());
    app = null;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent('Saved');
    expect(document.body).not.toHaveTextContent('Are you sure?');
  });

  // Static messages are destroyed too, but their list only leaves after a CSS animation, which
  // never ends in jsdom, so this test cannot observe it.
  it('antd static modals are destroyed on unmount', async () => {
    const container = await start('/change-psd', DESKTOP_UA);
    await screen.findByRole('heading', { name: 'Change password' }, { timeout: 15_000 });
    const { Modal } = await import('antd');
    act(() => {
      Modal.confirm({ title: 'Leave this page?' });
    });
    await waitFor(() => expect(document.body).toHaveTextContent('Leave this page?'));

    await act(async () => app?.unmount());
    app = null;
    await waitFor(() => expect(document.body).not.toHaveTextContent('Leave this page?'));
    expect(container).toBeEmptyDOMElement();
  });
});
