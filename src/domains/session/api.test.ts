import Cookies from 'js-cookie';
import { fetchUserInfo } from './api';

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
