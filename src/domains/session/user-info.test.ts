import { md5Decimal } from '@/shared/md5/md5-decimal';
import { fullName, toStoredUserInfo, toUserEmailInfo } from './user-info';
import { makeUser } from './test-fixtures';

describe('stored userInfo (SESSION-USERINFO)', () => {
  it('holds email, names, the derived user name and a userId derived from the email', () => {
    const info = toStoredUserInfo({ email: 'ana@gcash.example', givenName: 'Ana', familyName: 'Cruz' });
    expect(info).toEqual({
      email: 'ana@gcash.example',
      givenName: 'Ana',
      familyName: 'Cruz',
      userName: 'Ana Cruz',
      userId: md5Decimal('ana@gcash.example'),
    });
    expect(info?.userId).toMatch(/^\d{32}$/);
    expect(
      toStoredUserInfo({ email: 'other@gcash.example', givenName: 'Ana', familyName: 'Cruz' })?.userId,
    ).not.toBe(info?.userId);
  });

  it('writes userEmail (and the role) on the current-user path', () => {
    expect(toUserEmailInfo(makeUser({ role: 'ADMIN' }))).toEqual({
      userEmail: 'ana@gcash.example',
      role: 'ADMIN',
    });
  });

  it('stores nothing from a parameter entry without an email', () => {
    expect(toStoredUserInfo({ givenName: 'Ana' })).toBeNull();
  });

  it('derives the full name from the parts that exist', () => {
    expect(fullName({ givenName: 'Ana', familyName: '' })).toBe('Ana');
    expect(fullName(null)).toBe('');
  });
});
