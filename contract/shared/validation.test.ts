import { checkPassword, isValidEmail, isValidPassword } from './validation';

describe('isValidEmail (VALID-EMAIL)', () => {
  it.each([
    ['maria.santos@gcash.com', true],
    ['ops_team-1@truemoney.co.th', true],
    ['a@b.c', true],
    ['', false],
    ['maría@gcash.com', false],
    ['user@例子.com', false],
    ['user@localhost', false],
    ['user name@gcash.com', false],
    ['user+tag@gcash.com', false],
    ['@gcash.com', false],
    ['user@', false],
    ['user@@gcash.com', false],
    ['user@gcash..com', false],
    ['user@.com', false],
    ['user@gcash.com.', false],
  ])('%p -> %p', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isValidPassword (VALID-PASSWORD)', () => {
  it.each([
    ['abc12', false, 'five characters'],
    ['abc123', true, 'six characters'],
    ['abcdefghij123456789x', true, 'twenty characters'],
    ['abcdefghij123456789xy', false, 'twenty-one characters'],
    ['abcdefgh', false, 'all letters'],
    ['12345678', false, 'all digits'],
    ['abc\\1234', false, 'backslash'],
    ['abc"1234', false, 'double quote'],
    ['abc密码1234', false, 'Chinese characters'],
    ["abc'1234", true, 'single quote is allowed'],
    ['!@#$%^&*', true, 'symbols only are neither all letters nor all digits'],
    ['', false, 'empty'],
  ])('%p -> %p (%s)', (password, expected) => {
    expect(isValidPassword(password)).toBe(expected);
  });

  it('reports each rule separately so the screen can show them live', () => {
    expect(checkPassword('abc')).toEqual({
      length: false,
      notAllLetters: false,
      notAllDigits: true,
      noBackslash: true,
      noDoubleQuote: true,
      noChinese: true,
    });
  });
});
