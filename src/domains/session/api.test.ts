import Cookies from 'js-cookie';
import { setSessionExpiredHandler } from '@/shared/request/client';
import { forgetSessionToken, keepSessionToken } from '@/shared/request/session-token';
import { USER_INFO_KEY } from '@/shared/storage/user-info-storage';
import { fetchUserInfo, setPartner } from './api';

const envelope = (body: Record<string, unknown>, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchUserInfo', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
  });

  afterEach(() => Cookies.remove('ctoken'));

  it('asks nothing of the server when there is no session token, and reports signed out', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchUserInfo()).resolves.toEqual({
      success: false,
      data: null,
      resultCode: 'IPAY_RS_510871001',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('asks the server when a token is present', async () => {
    Cookies.set('ctoken', 'token-1');
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: true,
          resultCode: 'SUCCESS',
          resultMessage: 'success',
          data: { email: 'ops@gcash.demo' },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    const result = await fetchUserInfo();
    expect(result.success).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('setPartner', () => {
  const fetchMock = jest.fn();
  const expired = jest.fn();
  let removeHandler = () => undefined as unknown;

  beforeEach(() => {
    fetchMock.mockReset();
    expired.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    removeHandler = setSessionExpiredHandler(expired);
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ email: 'admin@partner-portal.demo' }));
    keepSessionToken('old-token');
  });

  afterEach(() => {
    removeHandler();
    forgetSessionToken();
    window.localStorage.clear();
  });

  it('ends the session when the switch itself is told the session ended', async () => {
    fetchMock.mockResolvedValue(
      envelope({ success: false, resultCode: 'IPAY_RS_510871001', resultMessage: 'session timeout' }, 401),
    );
    await expect(setPartner('truemoney')).rejects.toEqual(
      expect.objectContaining({ code: 'IPAY_RS_510871001' }),
    );
    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it("keeps the new token, and a late 'session ended' for the old one leaves the session alone", async () => {
    let late: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (late = resolve)));
    const read = fetchUserInfo();
    fetchMock.mockResolvedValueOnce(
      envelope({ success: true, resultCode: 'SUCCESS', resultMessage: 'success', ctoken: 'new-token' }),
    );
    await setPartner('truemoney');
    late(
      envelope({ success: false, resultCode: 'IPAY_RS_510871001', resultMessage: 'session timeout' }, 401),
    );
    await expect(read).resolves.toEqual(expect.objectContaining({ success: false }));
    expect(expired).not.toHaveBeenCalled();
    expect(Cookies.get('ctoken')).toBe('new-token');
  });
});
