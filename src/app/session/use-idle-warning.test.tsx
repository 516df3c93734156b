/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { AUTH_API } from '@contract/auth/constants';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import type { SessionTimingResponse } from '@contract/account-management/schemas';
import { envelope, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { SignedInSessionProvider } from '@/test/signed-in-session';
import { useIdleWarning } from './use-idle-warning';

let asked = 0;
let answer: Promise<void> = Promise.resolve();
// Two seconds left, warned one second before the end: the watch asks again after one second.
const timing: SessionTimingResponse = envelope({ idleSeconds: 1800, warningSeconds: 1, remainingSeconds: 2 });

startMswServer(
  http.post(`*${AUTH_API.sessionStatus}`, async () => {
    asked += 1;
    await answer;
    return HttpResponse.json(timing);
  }),
);

let navigateTo: NavigateFunction = () => undefined;

function Watch() {
  useIdleWarning('desktop');
  navigateTo = useNavigate();
  return null;
}

const renderWatch = () =>
  render(
    <MemoryRouter>
      <SignedInSessionProvider>
        <Watch />
      </SignedInSessionProvider>
    </MemoryRouter>,
  );

beforeEach(() => {
  asked = 0;
  answer = Promise.resolve();
});

it('asks the server again when the wait is over', async () => {
  const view = renderWatch();
  await waitFor(() => expect(asked).toBe(2), { timeout: 3000 });
  view.unmount();
});

it('a check answered after the screen is gone starts no new wait (nothing keeps the old app alive)', async () => {
  let release: () => void = () => undefined;
  answer = new Promise((resolve) => {
    release = resolve;
  });
  const view = renderWatch();
  await waitFor(() => expect(asked).toBe(1));
  view.unmount();
  release();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(asked).toBe(1);
});

it('moving between pages does not ask the server again (one question per wait)', async () => {
  // A long wait: only the first question is due during this test.
  Object.assign(timing, { warningSeconds: 60, remainingSeconds: 1800 });
  try {
    const view = renderWatch();
    await waitFor(() => expect(asked).toBe(1));
    for (const path of ['/contracts', '/operation-log', '/overview']) act(() => void navigateTo(path));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toBe(1);
    view.unmount();
  } finally {
    Object.assign(timing, { warningSeconds: 1, remainingSeconds: 2 });
  }
});
