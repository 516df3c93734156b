/**
 * Answers the client's requests at the network level in tests: `startMswServer(...handlers)` starts
 * a server for the file, resets per-test handlers after each test. Requests nobody answers fail
 * the test that made them.
 */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export function startMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A successful envelope with the payload. */
export const envelope = <T extends object>(payload: T) => ({
  success: true,
  resultCode: 'SUCCESS',
  resultMessage: 'success',
  ...payload,
});

/** A failed envelope for a result code. */
export const failure = (resultCode: string) => ({ success: false, resultCode, resultMessage: 'failed' });

export { http, HttpResponse } from 'msw';
