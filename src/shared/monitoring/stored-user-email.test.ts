import { storedUserEmail } from './stored-user-email';

afterEach(() => localStorage.clear());

describe('storedUserEmail', () => {
  it.each([
    ['email', JSON.stringify({ email: 'a@b.co', userEmail: 'x@y.co' }), 'a@b.co'],
    ['userEmail path', JSON.stringify({ userEmail: 'x@y.co' }), 'x@y.co'],
    ['nothing stored', null, ''],
    ['broken JSON', '{oops', ''],
    ['not an object', '"text"', ''],
    ['email not a string', JSON.stringify({ email: 42 }), ''],
  ])('%s', (_name, raw, email) => {
    if (raw !== null) localStorage.setItem('userInfo', raw);
    expect(storedUserEmail()).toBe(email);
  });
});
