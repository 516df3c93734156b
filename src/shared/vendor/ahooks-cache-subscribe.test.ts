import { clearCacheSubscriptions, subscribe, subscriptionCount, trigger } from './ahooks-cache-subscribe';

afterEach(() => clearCacheSubscriptions());

describe('cache subscriptions (ahooks stand-in)', () => {
  it('delivers data to the subscribers of a key until they unsubscribe', () => {
    const a = jest.fn();
    const b = jest.fn();
    const stopA = subscribe('k', a);
    subscribe('other', b);
    trigger('k', 1);
    stopA();
    trigger('k', 2);
    expect(a.mock.calls).toEqual([[1]]);
    expect(b).not.toHaveBeenCalled();
  });

  it('an unsubscribe that runs twice removes nobody else', () => {
    const a = jest.fn();
    const b = jest.fn();
    const stopA = subscribe('k', a);
    subscribe('k', b);
    stopA();
    stopA();
    trigger('k', 3);
    expect(b).toHaveBeenCalledWith(3);
  });

  it('the app unmount drops subscriptions left by renders that never committed', () => {
    subscribe('k', jest.fn());
    subscribe('k', jest.fn());
    expect(subscriptionCount()).toBe(2);
    clearCacheSubscriptions();
    expect(subscriptionCount()).toBe(0);
  });
});
