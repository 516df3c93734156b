import { act, renderHook } from '@testing-library/react';
import { convertMoney, useCurrencyChoice } from './currency-choice';

const fx = { currency: 'THB', ratePerUsd: 35, month: '2026-11' };

describe('convertMoney (DATA-CURRENCY)', () => {
  it('turns USD into the home currency and the home currency into USD at the stated rate', () => {
    expect(convertMoney(100, 'USD', 'LOCAL', fx)).toEqual({ amount: 3500, currency: 'THB' });
    expect(convertMoney(3500, 'THB', 'USD', fx)).toEqual({ amount: 100, currency: 'USD' });
  });

  it('leaves an amount alone when it is already in the chosen currency or no rate links them', () => {
    expect(convertMoney(100, 'USD', 'USD', fx)).toEqual({ amount: 100, currency: 'USD' });
    expect(convertMoney(100, 'MYR', 'USD', fx)).toEqual({ amount: 100, currency: 'MYR' });
    expect(convertMoney(100, 'USD', 'LOCAL', null)).toEqual({ amount: 100, currency: 'USD' });
  });
});

describe('useCurrencyChoice', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per user: the next user of the browser starts in USD, the first gets their choice back', () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ userId: '111' }));
    const first = renderHook(() => useCurrencyChoice());
    expect(first.result.current[0]).toBe('USD');
    act(() => first.result.current[1]('LOCAL'));
    expect(first.result.current[0]).toBe('LOCAL');
    first.unmount();

    window.localStorage.setItem('userInfo', JSON.stringify({ userId: '222' }));
    expect(renderHook(() => useCurrencyChoice()).result.current[0]).toBe('USD');

    window.localStorage.setItem('userInfo', JSON.stringify({ userId: '111' }));
    expect(renderHook(() => useCurrencyChoice()).result.current[0]).toBe('LOCAL');
  });
});
