import { FiguresCache } from './figures-cache-plugin';

describe('FiguresCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers from the cache within the time, and loads again after it', async () => {
    const cache = new FiguresCache(60_000, clock);
    const load = jest.fn(async () => ({ volume: 1 }));
    expect(await cache.get('gcash', 'growth', load)).toEqual({ volume: 1 });
    now += 59_999;
    await cache.get('gcash', 'growth', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.get('gcash', 'growth', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between simultaneous requests, and keeps partners and keys apart', async () => {
    const cache = new FiguresCache(60_000, clock);
    const load = jest.fn(async () => 'figures');
    await Promise.all([cache.get('gcash', 'a', load), cache.get('gcash', 'a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('dana', 'a', load);
    await cache.get('gcash', 'b', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed load', async () => {
    const cache = new FiguresCache(60_000, clock);
    await expect(cache.get('gcash', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('gcash', 'a', async () => 'back')).toBe('back');
  });

  it('loads every time when turned off (0)', async () => {
    const cache = new FiguresCache(0, clock);
    const load = jest.fn(async () => 1);
    await cache.get('gcash', 'a', load);
    await cache.get('gcash', 'a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
