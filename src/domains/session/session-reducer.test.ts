import { adminFromResponse, initialSessionState, sessionReducer } from './session-reducer';
import type { SessionState } from './session-reducer';
import { makePartner, makeUser } from './test-fixtures';

const user = makeUser();
const gcash = makePartner();
const dana = makePartner({ id: 'dana', name: 'Dana', logoUrl: '/logo/dana.png' });

const signedIn: SessionState = {
  ...initialSessionState,
  checked: true,
  isLogin: true,
  user,
  userInfo: { email: user.email, userName: 'Ana Cruz' },
  isAdmin: true,
  partners: [gcash, dana],
  partner: gcash,
};

describe('current-user loading (SESSION-USER)', () => {
  it('starts loading', () => {
    const next = sessionReducer(initialSessionState, { type: 'user/start' });
    expect(next.loading).toBe(true);
    expect(next.isLogin).toBe(false);
  });

  it('on completion isLogin follows the success flag: true', () => {
    const loading = sessionReducer(initialSessionState, { type: 'user/start' });
    const next = sessionReducer(loading, { type: 'user/done', result: { success: true, data: user } });
    expect(next).toMatchObject({ loading: false, checked: true, isLogin: true, user, failureCode: null });
  });

  it('on completion isLogin follows the success flag: false clears the user info', () => {
    const loading = sessionReducer(signedIn, { type: 'user/start' });
    const next = sessionReducer(loading, {
      type: 'user/done',
      result: { success: false, data: null, resultCode: 'IPAY_RS_510871001' },
    });
    expect(next).toMatchObject({ loading: false, checked: true, isLogin: false, user: null, userInfo: null });
    expect(next.failureCode).toBe('IPAY_RS_510871001');
  });

  it('on any error isLogin is false and user info, admin list and partner are cleared', () => {
    const next = sessionReducer(signedIn, { type: 'user/error', code: 'NETWORK' });
    expect(next).toMatchObject({
      loading: false,
      isLogin: false,
      user: null,
      userInfo: null,
      isAdmin: false,
      partners: [],
      partner: null,
      failureCode: 'NETWORK',
    });
  });
});

describe('isAdmin (ROLE-ADMIN)', () => {
  const ok = { success: true, resultCode: 'SUCCESS', resultMessage: 'success' };

  it('is true when the admin call succeeds with a non-empty object, with its partner list', () => {
    const next = sessionReducer(initialSessionState, {
      type: 'admin/done',
      response: { ...ok, data: { spPortalList: [gcash, dana] } },
    });
    expect(next.isAdmin).toBe(true);
    expect(next.partners).toEqual([gcash, dana]);
  });

  it.each([
    ['an empty object', { ...ok, data: {} }],
    ['no data', { ...ok, data: null }],
    ['success false', { ...ok, success: false, data: { spPortalList: [gcash] } }],
    ['an array', { ...ok, data: [gcash] }],
    ['nothing', undefined],
  ])('is false for %s', (_label, response) => {
    expect(adminFromResponse(response)).toEqual({ isAdmin: false, partners: [] });
    expect(sessionReducer(signedIn, { type: 'admin/done', response }).isAdmin).toBe(false);
  });

  it('is false after a failed admin call', () => {
    const next = sessionReducer(signedIn, { type: 'admin/error' });
    expect(next.isAdmin).toBe(false);
    expect(next.partners).toEqual([]);
  });
});

describe('stored userInfo, partner and switch', () => {
  it('keeps the stored userInfo', () => {
    const info = { email: 'a@b.co', userId: '123' };
    expect(sessionReducer(initialSessionState, { type: 'userInfo/stored', userInfo: info }).userInfo).toBe(
      info,
    );
  });

  it('sets and clears the current partner', () => {
    const withPartner = sessionReducer(initialSessionState, { type: 'partner/done', partner: dana });
    expect(withPartner.partner).toBe(dana);
    expect(sessionReducer(withPartner, { type: 'partner/error' }).partner).toBeNull();
  });

  it('marks a partner switch in progress and done', () => {
    const switching = sessionReducer(signedIn, { type: 'switch/start' });
    expect(switching.switching).toBe(true);
    expect(sessionReducer(switching, { type: 'switch/end' }).switching).toBe(false);
  });

  it('signed-out forgets everything and is known to be signed out', () => {
    expect(sessionReducer(signedIn, { type: 'signed-out' })).toEqual({
      ...initialSessionState,
      checked: true,
    });
  });

  it('a session the server ended stays known as ended through the failed user check, until sign-in', () => {
    const ended = sessionReducer(signedIn, { type: 'signed-out', ended: true });
    expect(ended).toMatchObject({ checked: true, isLogin: false, ended: true });
    const checked = sessionReducer(ended, {
      type: 'user/done',
      result: { success: false, data: null, resultCode: 'IPAY_RS_510871001' },
    });
    expect(checked).toMatchObject({ ended: true, failureCode: 'IPAY_RS_510871001' });
    expect(sessionReducer(checked, { type: 'reset', userInfo: null }).ended).toBe(false);
  });

  it('a user check refused for a session the browser held marks the session ended by itself', () => {
    const refused = sessionReducer(initialSessionState, {
      type: 'user/done',
      result: { success: false, data: null, resultCode: 'IPAY_RS_510871001' },
      ended: true,
    });
    expect(refused).toMatchObject({ checked: true, isLogin: false, ended: true });
  });

  it('a later sign-out that cannot tell (the token is gone) keeps an ended session ended', () => {
    const ended = sessionReducer(initialSessionState, { type: 'signed-out', ended: true });
    expect(sessionReducer(ended, { type: 'signed-out' }).ended).toBe(true);
    // Signing out of a live session is no time-out.
    expect(sessionReducer(signedIn, { type: 'signed-out' }).ended).toBe(false);
  });

  it('reset forgets everything but the given stored userInfo', () => {
    const info = { email: 'staff@network.example', role: 'STAFF' };
    expect(sessionReducer(signedIn, { type: 'reset', userInfo: info })).toEqual({
      ...initialSessionState,
      userInfo: info,
    });
  });
});
