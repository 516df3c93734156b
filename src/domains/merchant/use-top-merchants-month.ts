import { useMemo, useState } from 'react';
import { formatYearMonth } from '@/shared/format/date';
import {
  isMonthToDate,
  overviewDefaultMonth,
  parseYearMonthKey,
  recentYearMonths,
  yearMonthKey,
} from '@/shared/format/year-month';
import { useTopMerchants } from './hooks';

const MONTHS_TO_OFFER = 24;

/**
 * The top-merchants block's month and its figures, the same on both trees: it starts on the last
 * complete month like the other blocks, and offers the last 24 by key, each named in full, the
 * running one through `monthToDate` (the trees' shared overview text).
 */
export function useTopMerchantsMonth(monthToDate: (month: string) => string) {
  const today = useMemo(() => new Date(), []);
  const [selection, setSelection] = useState(() => overviewDefaultMonth(today));
  const months = useMemo(
    () =>
      recentYearMonths(today, MONTHS_TO_OFFER).map((month) => {
        const name = formatYearMonth(yearMonthKey(month), undefined, 'long');
        return { value: yearMonthKey(month), label: isMonthToDate(month, today) ? monthToDate(name) : name };
      }),
    [today, monthToDate],
  );
  const request = useTopMerchants(selection);
  const pick = (key: string) => {
    const next = parseYearMonthKey(key);
    if (next) setSelection(next);
  };
  return { ...request, month: yearMonthKey(selection), months, pick };
}
