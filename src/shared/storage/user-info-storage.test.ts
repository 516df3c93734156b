import { readUserInfo, removeUserInfo, saveUserInfo, USER_INFO_KEY } from './user-info-storage';

afterEach(() => window.localStorage.clear());

describe('stored userInfo', () => {
  it('is stored under the key userInfo and merges the two write paths', () => {
    saveUserInfo({ userEmail: 'a@b.co' });
    saveUserInfo({
      email: 'a@b.co',
      givenName: 'Ana',
      familyName: 'Cruz',
      userName: 'Ana Cruz',
      userId: '1',
    });
    expect(JSON.parse(window.localStorage.getItem(USER_INFO_KEY) ?? '{}')).toEqual({
      userEmail: 'a@b.co',
      email: 'a@b.co',
      givenName: 'Ana',
      familyName: 'Cruz',
      userName: 'Ana Cruz',
      userId: '1',
    });
  });

  it('reads nothing from a missing or corrupt item', () => {
    expect(readUserInfo()).toBeNull();
    window.localStorage.setItem(USER_INFO_KEY, '{not json');
    expect(readUserInfo()).toBeNull();
  });

  it('removes the item', () => {
    saveUserInfo({ email: 'a@b.co' });
    removeUserInfo();
    expect(readUserInfo()).toBeNull();
  });
});
