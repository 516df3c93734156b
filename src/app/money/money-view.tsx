import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import type { InsightsFx } from '@contract/insights/schemas';
import { convertMoney, useCurrencyChoice } from '@/domains/session/currency-choice';
import { formatCurrency } from '@/shared/format/currency';
import { formatDateTime, formatYearMonth } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/number';
import { insightsMessages as m } from '@/app/messages/insights';
import { useLocale } from '@/shared/i18n';

/**
 * The rate a screen's money is converted at (DATA-CURRENCY), given once by the screen that knows it
 * (the overview from its growth answer) to the blocks under it. Without one, amounts stay in their
 * own currency.
 */
const RateContext = createContext<InsightsFx | null>(null);

export function MoneyRateProvider({ fx, children }: { fx: InsightsFx | null; children: ReactNode }) {
  return <RateContext.Provider value={fx}>{children}</RateContext.Provider>;
}

/** Formats an amount held in `currency` in the user's chosen currency, at the screen's rate. */
export function useMoneyFormat(): (amount: number, currency: string) => string {
  const fx = useContext(RateContext);
  const [choice] = useCurrencyChoice();
  // Amounts are written the way the portal's language writes them: a new formatter when it changes.
  const locale = useLocale();
  return useCallback(
    (amount: number, currency: string) => {
      const shown = convertMoney(amount, currency, choice, fx);
      return formatCurrency(shown.amount, shown.currency);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formatters read the language inside
    [choice, fx, locale],
  );
}

/** The lines beside a money screen's switch: when the data was loaded, and the rate in use. */
export function moneyStampLines(dataAsOf: string | null, fx: InsightsFx | null, choice: string): string[] {
  const lines: string[] = [];
  if (dataAsOf) lines.push(m.dataAsOf(formatDateTime(dataAsOf)));
  if (fx && choice === 'LOCAL')
    lines.push(
      m.rateUsed(
        formatNumber(fx.ratePerUsd, undefined, 4),
        fx.currency,
        formatYearMonth(fx.month, undefined, 'long'),
      ),
    );
  return lines;
}
