import { ApiError } from '@/shared/request/api-error';
import { authFailure } from './auth-failure';
import { passwordChecklist } from './password-checklist';

describe('authFailure', () => {
  it('puts a field failure next to its field with the server text', () => {
    const error = new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
      field: 'currentPassword',
      serverMessage: 'The current password is incorrect',
    });
    expect(authFailure(error, 'throttled')).toEqual({
      field: 'currentPassword',
      message: 'The current password is incorrect',
    });
  });

  it('shows throttling for the whole form', () => {
    expect(authFailure(new ApiError('IPAY_RS_310870004', 'Please try again.'), 'Too many')).toEqual({
      field: null,
      message: 'Too many',
    });
  });

  it('explains a network failure and falls back to the catalogue message otherwise', () => {
    expect(authFailure(new ApiError('NETWORK', 'Network error'), 'x').message).toMatch(/network error/i);
    expect(
      authFailure(new ApiError('IPAY_RS_510870001', 'System error, please try again later.'), 'x'),
    ).toEqual({
      field: null,
      message: 'System error, please try again later.',
    });
    expect(authFailure(new Error('boom'), 'x')).toEqual({ field: null, message: 'System Exception' });
  });

  it('ignores a field name the screens do not know', () => {
    const error = new ApiError('IPAY_RS_510870003', 'Illegal parameters.', {
      field: 'sql',
      serverMessage: 'x',
    });
    expect(authFailure(error, 't')).toEqual({ field: null, message: 'Illegal parameters.' });
  });
});

describe('passwordChecklist', () => {
  it('ticks each password rule (VALID-PASSWORD) as the password is typed', () => {
    const met = (value: string) =>
      passwordChecklist(value)
        .filter((item) => item.met)
        .map((item) => item.rule);
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['notAllDigits', 'noBackslash', 'noDoubleQuote', 'noChinese']);
    expect(met('abc123')).toEqual([
      'length',
      'notAllLetters',
      'notAllDigits',
      'noBackslash',
      'noDoubleQuote',
      'noChinese',
    ]);
    expect(met('abc12"3')).not.toContain('noDoubleQuote');
    expect(passwordChecklist('x').map((item) => item.label)).toContain('6 to 20 characters');
  });
});
