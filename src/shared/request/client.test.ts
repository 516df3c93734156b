import Cookies from 'js-cookie';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { apiGet, apiPost, setFailureHandler, setSessionExpiredHandler } from './client';
import { forgetSessionToken, keepSessionToken, markSessionTokenReplaced } from './session-token';
import { DF_QUERY_TIMEOUT_MS } from './request-defaults';
import { USER_INFO_KEY } from '@/shared/storage/user-info-storage';

interface FakeResponseInit {
  status?: number;
  body: unknown;
}

function fakeResponse({ status = 200, body }: FakeResponseInit) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: new Headers({ 'content-type': 'application/json' }),
    clone: () => response,
    text: async () => text,
  };
  return response;
}

const ok = (extra: Record<string, unknown> = {}) => ({
  success: true,
  resultCode: 'SUCCESS',
  resultMessage: 'success',
  ...extra,
});
const fail = (resultCode: string) => ({ success: false, resultCode, resultMessage: 'internal words' });

let fetchMock: jest.Mock;
let failures: ApiError[];
let expired: jest.Mock;
const cleanups: Array<() => void> = [];

beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  failures = [];
  expired = jest.fn();
  cleanups.push(setFailureHandler((error) => failures.push(error)));
  cleanups.push(setSessionExpiredHandler(expired));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  Cookies.remove('ctoken');
  window.localStorage.clear();
  delete window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1] as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
};

describe('apiPost', () => {
  it('posts JSON with credentials and the ctoken header copied from the cookie', async () => {
    Cookies.set('ctoken', 'token-123');
    fetchMock.mockResolvedValue(fakeResponse({ body: ok({ parameterList: [] }) }));

    const result = await apiPost<{ parameterList: unknown[] }>('/api/spportal/show/parameter.json', {
      type: 'SP_PORTAL_USER',
    });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/spportal/show/parameter.json');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('ctoken')).toBe('token-123');
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(String(init.body))).toEqual({ type: 'SP_PORTAL_USER' });
    expect(result.parameterList).toEqual([]);
    expect(failures).toHaveLength(0);
  });

  it('sends no ctoken header without the cookie', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: ok() }));
    await apiPost('/api/spportal/auth/login.json', { email: 'a@b.co', password: 'x' });
    expect(lastCall().headers.has('ctoken')).toBe(false);
  });

  it('calls the origin of the injected public path when embedded in a host', async () => {
    window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ = 'http://portal.example:8000/';
    fetchMock.mockResolvedValue(fakeResponse({ body: ok() }));
    await apiPost('/api/spportal/admin/account.json');
    expect(lastCall().url).toBe('http://portal.example:8000/api/spportal/admin/account.json');
  });

  it('passes success false to the failure handler with the catalogue message and rejects with ApiError', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ body: fail('IPAY_RS_510872007') }));

    const call = apiPost('/api/spportal/x.json');

    await expect(call).rejects.toEqual(expect.objectContaining({ code: 'IPAY_RS_510872007' }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(failures).toHaveLength(1);
    expect(failures[0].message).toBe('There are no records to export.');
    expect(expired).not.toHaveBeenCalled();
  });

  it.each([
    ['IPAY_RS_510872005', 'The file size exceeds the limit of 20 MB for a PDF file. Choose a smaller file.'],
    [
      'IPAY_RS_510872006',
      'The exported records exceed the limit of 10,000 rows. Narrow the filters (a shorter period, for example) and export again.',
    ],
    ['IPAY_RS_510872004', 'The file is empty (0 bytes). Choose a file that has content.'],
  ])('%s shows the server text naming the limit and the way out', async (code, text) => {
    fetchMock.mockResolvedValue(
      fakeResponse({ body: { success: false, resultCode: code, resultMessage: text } }),
    );
    await expect(apiPost('/api/spportal/x.json')).rejects.toEqual(expect.objectContaining({ code }));
    expect(failures[0].message).toBe(text);
  });

  it('a limit code without a server text falls back to the catalogue words', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({ body: { success: false, resultCode: 'IPAY_RS_510872006', resultMessage: '' } }),
    );
    await expect(apiPost('/api/spportal/x.json')).rejects.toBeInstanceOf(ApiError);
    expect(failures[0].message).toBe('The exported records exceed the limit.');
  });

  it('reads the envelope of an HTTP error status (403 with No Authority)', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 403, body: fail('IPAY_RS_510871002') }));
    await expect(apiPost('/api/spportal/admin/setPartner.json', { partnerId: 'p' })).rejects.toEqual(
      expect.objectContaining({
        code: 'IPAY_RS_510871002',
        message: 'No authority, please contact the admin.',
      }),
    );
    expect(failures.map((error) => error.code)).toEqual(['IPAY_RS_510871002']);
  });

  it('keeps the field and the server message of a field failure (auth calls)', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse({
        status: 400,
        body: {
          ...fail('IPAY_RS_510870003'),
          resultMessage: 'Incorrect email or password',
          field: 'password',
        },
      }),
    );
    await expect(apiPost('/api/spportal/auth/login.json', {}, { silent: true })).rejects.toEqual(
      expect.objectContaining({ field: 'password', serverMessage: 'Incorrect email or password' }),
    );
  });

  it('leaves the session alone when a call sent with a token the page has since replaced says it ended', async () => {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 'a@b.co' }));
    keepSessionToken('old-token');
    let answer: (response: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const late = apiPost('/api/x.json', {});
    // A partner switch: the server revokes the old token and answers with a new one.
    markSessionTokenReplaced();
    keepSessionToken('new-token');
    answer(fakeResponse({ status: 401, body: fail('IPAY_RS_510871001') }));

    await expect(late).rejects.toEqual(expect.objectContaining({ code: 'IPAY_RS_510871001' }));
    expect(expired).not.toHaveBeenCalled();
    expect(failures).toHaveLength(0);
    expect(window.localStorage.getItem(USER_INFO_KEY)).not.toBeNull();

    // A call made with the new token that is told the same still ends the session.
    fetchMock.mockResolvedValue(fakeResponse({ status: 401, body: fail('IPAY_RS_510871001') }));
    await expect(apiPost('/api/x.json', {})).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    forgetSessionToken();
  });

  it('does not call the failure handler for a silent call, but still rejects', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 400, body: fail('IPAY_RS_510870003') }));
    await expect(apiPost('/api/x.json', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(failures).toHaveLength(0);
  });

  it.each(['IPAY_RS_510871001', 'IPAY_RS_311021001'])(
    'on session code %s removes the stored userInfo and calls the session-expired handler',
    async (code) => {
      window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 'a@b.co' }));
      window.localStorage.setItem('other', 'kept');
      fetchMock.mockResolvedValue(fakeResponse({ status: 401, body: fail(code) }));

      await expect(apiPost('/api/x.json', {}, { silent: true })).rejects.toEqual(
        expect.objectContaining({ code }),
      );

      expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
      expect(window.localStorage.getItem('other')).toBe('kept');
      expect(expired).toHaveBeenCalledTimes(1);
    },
  );

  it('turns a network failure into ApiError NETWORK ("Network error") and logs it', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const call = apiPost('/api/x.json');
    await expect(call).rejects.toEqual(
      expect.objectContaining({ code: NETWORK_ERROR_CODE, message: 'Network error' }),
    );
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Failed to fetch'));
    expect(expired).not.toHaveBeenCalled();
  });

  it('treats a body that is not JSON (a proxy error page) as a network error', async () => {
    fetchMock.mockResolvedValue(fakeResponse({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(apiPost('/api/x.json')).rejects.toEqual(
      expect.objectContaining({ code: NETWORK_ERROR_CODE }),
    );
  });

  it("times out after a call's own time-out (the incentive query passes 10 s) and 30 s for other calls", async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(() => new Promise(() => {}));

    const incentive = apiPost(
      '/api/spportal/incentive/query.json',
      {},
      { timeout: DF_QUERY_TIMEOUT_MS },
    ).catch((error: ApiError) => error);
    const other = apiPost('/api/spportal/merchant/top.json').catch((error: ApiError) => error);
    const settled: string[] = [];
    void incentive.then(() => settled.push('incentive'));
    void other.then(() => settled.push('other'));

    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).toEqual([]);
    await jest.advanceTimersByTimeAsync(2);
    expect(settled).toEqual(['incentive']);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(settled).toEqual(['incentive', 'other']);
    expect(await other).toEqual(expect.objectContaining({ code: NETWORK_ERROR_CODE }));
  });
});

describe('apiGet', () => {
  it('sends a GET with query parameters and resolves with the envelope', async () => {
    Cookies.set('ctoken', 'abc');
    fetchMock.mockResolvedValue(fakeResponse({ body: ok({ data: { email: 'a@b.co' } }) }));
    const result = await apiGet<{ data: { email: string } }>('/ighome/api/account/user.json', { a: '1' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/ighome/api/account/user.json?a=1');
    expect(init.method).toBe('GET');
    expect(headers.get('ctoken')).toBe('abc');
    expect(result.data.email).toBe('a@b.co');
  });
});
