import { formatCurrency } from './currency';
import { formatDate, formatDateRange, formatYearMonth } from './date';
import { formatNumber, formatPercent } from './number';
import { formatCountry } from './region';

/**
 * Builds the formatters the signed-in screens use first (dates, months, money, counts, countries)
 * while the browser has nothing else to do, instead of in the page's first render. The first date
 * formatter of a page loads the locale's calendar data: about 60 ms of the throttled desktop
 * overview's render (docs/quality-gates.md), where the CPU idles for longer than that earlier,
 * while the page's code downloads. Each is cached (intl-cache.ts), so the render reuses it.
 */
function warmFormatters(): void {
  formatDate('2026-01-01');
  formatDateRange('2026-01-01', '2026-01-02');
  formatYearMonth('2026-01');
  formatYearMonth('2026-01', undefined, 'long');
  formatCurrency(0, 'USD');
  formatNumber(0);
  formatPercent(0);
  formatCountry('US');
}

/** warmFormatters in the browser's next idle moment, unless `signal` aborts first. */
export function warmFormattersWhenIdle(signal: AbortSignal): void {
  if (typeof requestIdleCallback !== 'function') return;
  const id = requestIdleCallback(warmFormatters);
  signal.addEventListener('abort', () => cancelIdleCallback(id), { once: true });
}
