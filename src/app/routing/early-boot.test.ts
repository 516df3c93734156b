/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { ACCOUNT_API } from '@contract/account/constants';
import { ResultCode } from '@contract/shared/result-codes';
import { forgetEarlySessionCheck } from '@/domains/session/early-check';
import { waitFor } from '@testing-library/react';
import { failure, http, HttpResponse, startMswServer } from '@/test/msw-server';
import { forgetSession, holdSession } from '@/test/signed-in-server';
import { bootLandingEarly, takeEarlyLanding } from './early-boot';

const asked: string[] = [];
// Nobody is signed in after all: the check stops at the current user, and the reads never leave.
const server = startMswServer();
const loaded: (string | number)[] = [];
const finish = new Map<string | number, () => void>();

beforeEach(() => {
  asked.length = 0;
  loaded.length = 0;
  server.use(
    http.get(ACCOUNT_API.user, () => {
      asked.push('user');
      return HttpResponse.json(failure(ResultCode.SESSION_TIMEOUT), { status: 401 });
    }),
  );
  globalThis.__webpack_require__ = {
    landingChunks: {
      'desktop-tree': ['tree'],
      'desktop-layout': ['frame'],
      'desktop-overview': ['frame', 'overview'],
    },
  };
  globalThis.__webpack_chunk_load__ = (id) => {
    loaded.push(`${id} with its style sheet`);
    return Promise.resolve();
  };
  // webpack's script handler: the early boot loads scripts only (the sheets wait for the app's container).
  globalThis.__webpack_require__.f = {
    j: (id, promises) => {
      loaded.push(id);
      promises.push(new Promise<void>((resolve) => finish.set(id, resolve)));
    },
  };
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', '/overview');
});

afterEach(() => {
  forgetEarlySessionCheck();
  forgetSession();
  takeEarlyLanding('desktop', '/');
  globalThis.__webpack_require__ = undefined;
  globalThis.__webpack_chunk_load__ = undefined;
  document.body.innerHTML = '';
});

describe('the early boot of a standalone page load', () => {
  it("starts the tree's and the layout's chunks at once, the page's once they are in, and the session check", async () => {
    holdSession();
    bootLandingEarly();
    expect(loaded).toEqual(['tree', 'frame']);
    finish.get('tree')?.();
    finish.get('frame')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['tree', 'frame', 'overview']);
    await waitFor(() => expect(asked).toEqual(['user']));
    // createApp then starts none of it again, for that landing only, once.
    expect(takeEarlyLanding('desktop', '/overview')).toBe(true);
    expect(takeEarlyLanding('desktop', '/overview')).toBe(false);
  });

  it('leaves createApp to start what another landing needs', async () => {
    holdSession();
    bootLandingEarly();
    expect(takeEarlyLanding('desktop', '/contracts')).toBe(false);
    await waitFor(() => expect(asked).toEqual(['user']));
  });

  it('starts nothing without a session, outside the partner sections, or without the page to mount into', () => {
    bootLandingEarly();
    holdSession();
    window.history.replaceState(null, '', '/auth/login');
    bootLandingEarly();
    window.history.replaceState(null, '', '/overview');
    document.body.innerHTML = '';
    bootLandingEarly();
    expect(loaded).toEqual([]);
    expect(takeEarlyLanding('desktop', '/overview')).toBe(false);
  });
});
