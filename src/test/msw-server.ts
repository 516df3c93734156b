/**
 * Answers the client's requests at the network level in tests: `startMswServer(...handlers)` starts
 * a server for the file, resets per-test handlers after each test. A request nobody answers fails
 * the test that made it (MSW alone only logs it, and the screen's error state could pass for the
 * behaviour under test).
 */
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { ResultCode } from '@contract/shared/result-codes';
import { catalogHandler } from './catalog-handler';

export function startMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, catalogHandler);
  const unanswered: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    const missed = unanswered.splice(0);
    if (missed.length) throw new Error(`No MSW handler answered: ${missed.join(', ')}`);
  });
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

type Reply<TRequest> = (asked: TRequest) => Response | Promise<Response>;

/**
 * One call of the API answered by MSW with replies the test scripts: `answer(payload)` replies to
 * every request with a success envelope (the payload may be a function of what the request sent),
 * `fail(code)` fails every request, `answerOnce`, `failOnce` and `holdOnce` queue replies for the next requests (first queued, first
 * used), and `asked` holds what each request sent (the JSON body, or a GET's query), in order. Pass
 * `handler` to startMswServer. Replies and `asked` are forgotten before each test; a request with
 * no reply scripted fails the test.
 */
export function scriptedCall<TRequest = unknown>(path: string) {
  let always: Reply<TRequest> | undefined;
  const queued: Reply<TRequest>[] = [];
  const asked: TRequest[] = [];
  const unscripted: string[] = [];
  const json =
    (payload: object | ((asked: TRequest) => object)): Reply<TRequest> =>
    (body) =>
      HttpResponse.json(envelope(typeof payload === 'function' ? payload(body) : payload));

  beforeEach(() => {
    always = undefined;
    queued.length = 0;
    asked.length = 0;
  });
  afterEach(() => {
    const missed = unscripted.splice(0);
    if (missed.length) throw new Error(`No reply scripted for ${missed.join(', ')}`);
  });

  const call = {
    asked,
    handler: http.all(`*${path}`, async ({ request }) => {
      const text = await request.text();
      const body = (
        text ? JSON.parse(text) : Object.fromEntries(new URL(request.url).searchParams)
      ) as TRequest;
      asked.push(body);
      const reply = queued.shift() ?? always;
      if (reply) return reply(body);
      unscripted.push(`${request.method} ${path}`);
      return HttpResponse.error();
    }),
    /** Every request from now on gets this payload (or the payload for what it sent) in a success envelope. */
    answer(payload: object | ((asked: TRequest) => object)) {
      always = json(payload);
      return call;
    },
    /** Every request from now on gets this reply (like `() => HttpResponse.error()`). */
    reply(reply: Reply<TRequest>) {
      always = reply;
      return call;
    },
    /** Every request from now on gets a failed envelope with this result code. */
    fail(resultCode: string = ResultCode.SYSTEM_ERROR) {
      always = () => HttpResponse.json(failure(resultCode));
      return call;
    },
    /** The next request gets this payload in a success envelope. */
    answerOnce(payload: object) {
      queued.push(json(payload));
      return call;
    },
    /** The next request gets a failed envelope with this result code (the server's system error by default). */
    failOnce(resultCode: string = ResultCode.SYSTEM_ERROR) {
      queued.push(() => HttpResponse.json(failure(resultCode)));
      return call;
    },
    /**
     * The next request stays in flight until `settle()`, then gets this payload. Always settle it:
     * ahooks shares an in-flight request per cache key, so one left pending would hold later tests.
     */
    holdOnce(payload: object) {
      const gate = { settle: () => undefined as void };
      const answered = new Promise<void>((resolve) => {
        gate.settle = resolve;
      });
      queued.push(async () => {
        await answered;
        return HttpResponse.json(envelope(payload));
      });
      return gate;
    },
  };
  return call;
}
