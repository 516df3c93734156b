import Cookies from 'js-cookie';
import { forgetSessionToken, keepSessionToken, readSessionToken } from './session-token';

afterEach(() => forgetSessionToken());

describe('session token', () => {
  it('reads the cookie the server set on this document', () => {
    Cookies.set('ctoken', 'from-server');
    expect(readSessionToken()).toBe('from-server');
  });

  it('keeps a token from an answer body in a cookie of this document when none reached it', () => {
    expect(keepSessionToken('from-body')).toBe(true);
    expect(Cookies.get('ctoken')).toBe('from-body');
    expect(readSessionToken()).toBe('from-body');
  });

  it('keeps the token in memory when the document refuses the cookie', () => {
    const set = jest.spyOn(Cookies, 'set').mockImplementation(() => undefined);
    expect(keepSessionToken('memory-only')).toBe(true);
    expect(Cookies.get('ctoken')).toBeUndefined();
    expect(readSessionToken()).toBe('memory-only');
    set.mockRestore();
  });

  it('says the session is not kept when the answer carried no token and no cookie arrived', () => {
    expect(keepSessionToken(undefined)).toBe(false);
    expect(readSessionToken()).toBeUndefined();
  });

  it('forgets memory and cookie on sign-out', () => {
    keepSessionToken('gone-soon');
    forgetSessionToken();
    expect(readSessionToken()).toBeUndefined();
    expect(Cookies.get('ctoken')).toBeUndefined();
  });
});
