import { formatCurrency } from './currency';
import { formatDate, formatYearMonth } from './date';
import { warmFormattersWhenIdle } from './warm-up';

type IdleCallback = () => void;

describe('formatter warm-up', () => {
  let pending: IdleCallback[];
  const cancelled: number[] = [];

  beforeEach(() => {
    pending = [];
    window.requestIdleCallback = ((callback: IdleCallback) => pending.push(callback)) as never;
    window.cancelIdleCallback = (id: number) => cancelled.push(id);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('builds, when the browser is idle, the formatters the screens then reuse', () => {
    warmFormattersWhenIdle(new AbortController().signal);
    expect(pending).toHaveLength(1);
    pending[0]();
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    expect(formatYearMonth('2026-03', undefined, 'long')).toMatch(/2026/);
    expect(formatDate('2026-03-01')).toMatch(/2026/);
    expect(formatCurrency(1200, 'USD')).toMatch(/1,200/);
    expect(dateFormats).not.toHaveBeenCalled();
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it('builds nothing once the app has gone', () => {
    const app = new AbortController();
    warmFormattersWhenIdle(app.signal);
    app.abort();
    expect(cancelled).toEqual([1]);
  });
});
