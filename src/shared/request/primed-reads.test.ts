/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
import { ResultCode } from '@contract/shared/result-codes';
import { scriptedCall, startMswServer } from '@/test/msw-server';
import { apiPost, setFailureHandler, setSessionExpiredHandler } from './client';
import { forgetPrimedReads, HELD_FOR_MS, primeReads } from './primed-reads';

const READ = '/api/spportal/test/read.json';
const read = scriptedCall<{ year?: number; month?: string }>(READ);
startMswServer(read.handler);

afterEach(() => forgetPrimedReads());

describe('primed reads', () => {
  it('a read sent early is answered once, to the first caller that makes the same read', async () => {
    read.answer((asked) => ({ echo: asked }));
    primeReads(() => apiPost(READ, { year: 2026, month: '10' }));
    // The same fields in another order are the same read.
    await expect(apiPost(READ, { month: '10', year: 2026 })).resolves.toMatchObject({
      echo: { year: 2026, month: '10' },
    });
    expect(read.asked).toHaveLength(1);
    // Taken: the next caller asks the server again.
    await apiPost(READ, { year: 2026, month: '10' });
    expect(read.asked).toHaveLength(2);
  });

  it('another read (other fields) is not answered with it', async () => {
    read.answer((asked) => ({ echo: asked }));
    primeReads(() => apiPost(READ, { year: 2026 }));
    await expect(apiPost(READ, { year: 2025 })).resolves.toMatchObject({ echo: { year: 2025 } });
    expect(read.asked).toHaveLength(2);
  });

  it('a held answer is handled when taken: a session code ends the session then, not before', async () => {
    read.fail(ResultCode.SESSION_TIMEOUT);
    const expired = jest.fn();
    const failures = jest.fn();
    const cleanups = [setSessionExpiredHandler(expired), setFailureHandler(failures)];
    const [answer] = primeReads(() => apiPost(READ, {}));
    await answer;
    expect(expired).not.toHaveBeenCalled();
    expect(failures).not.toHaveBeenCalled();
    await expect(apiPost(READ, {})).rejects.toMatchObject({ code: ResultCode.SESSION_TIMEOUT });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(read.asked).toHaveLength(1);
    cleanups.forEach((cleanup) => cleanup());
  });

  it('an answer forgotten (the session changed) is not used', async () => {
    read.answer((asked) => ({ echo: asked }));
    const [early] = primeReads(() => apiPost(READ, { year: 1 }));
    await early;
    forgetPrimedReads();
    await apiPost(READ, { year: 1 });
    expect(read.asked).toHaveLength(2);
  });

  it('an answer nobody took in time is not used', async () => {
    read.answer((asked) => ({ echo: asked }));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const [early] = primeReads(() => apiPost(READ, { year: 2 }));
    await early;
    clock.mockReturnValue(now + HELD_FOR_MS + 1);
    await apiPost(READ, { year: 2 });
    clock.mockRestore();
    expect(read.asked).toHaveLength(2);
  });
});
