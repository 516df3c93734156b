import { DRAFTS_KEY, registerDraft, saveDrafts, takeDraft } from './form-drafts';

afterEach(() => window.sessionStorage.clear());

describe('form drafts kept when a session ends', () => {
  test('an open form is kept and given back once, on the same page, to the same user', () => {
    const unregister = registerDraft('profile', () => ({ givenName: 'Ana', familyName: 'Cruz' }));
    saveDrafts('u-1', '/account-management');
    unregister();
    expect(takeDraft('profile', 'u-1', '/overview')).toBeNull();
    expect(takeDraft('profile', 'u-1', '/account-management')).toEqual({
      givenName: 'Ana',
      familyName: 'Cruz',
    });
    expect(takeDraft('profile', 'u-1', '/account-management')).toBeNull();
  });

  test('password fields are never written', () => {
    const unregister = registerDraft('change', () => ({
      note: 'kept',
      currentPassword: 'Secret#2026',
      newPsd: 'Other#2027',
    }));
    saveDrafts('u-1', '/change-psd');
    unregister();
    expect(window.sessionStorage.getItem(DRAFTS_KEY)).not.toMatch(/Secret|Other/);
    expect(takeDraft('change', 'u-1', '/change-psd')).toEqual({ note: 'kept' });
  });

  test("another user's sign-in drops the draft instead of showing it", () => {
    const unregister = registerDraft('profile', () => ({ givenName: 'Ana' }));
    saveDrafts('u-1', '/account-management');
    unregister();
    expect(takeDraft('profile', 'u-2', '/account-management')).toBeNull();
    expect(window.sessionStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  test('a closed form keeps nothing, and a later save with no open form keeps the earlier draft', () => {
    const unregister = registerDraft('profile', () => ({ givenName: 'Ana' }));
    const closed = registerDraft('other', () => null);
    saveDrafts('u-1', '/account-management');
    unregister();
    closed();
    saveDrafts('u-1', '/account-management');
    expect(takeDraft('other', 'u-1', '/account-management')).toBeNull();
    expect(takeDraft('profile', 'u-1', '/account-management')).toEqual({ givenName: 'Ana' });
  });
});
