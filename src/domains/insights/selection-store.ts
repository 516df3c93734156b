import { useMemo, useSyncExternalStore } from 'react';
import type { EventType } from '@contract/event/schemas';
import { latestInsightsMonth } from '@contract/insights/constants';
import type { InsightsCurrency } from '@contract/insights/constants';
import type { YearMonthSelection } from '@/shared/format/year-month';
import { whenSessionEnds } from '@/domains/session/session-end';
import {
  resetUnownedCurrencyChoice,
  setCurrencyChoice,
  useCurrencyChoice,
} from '@/domains/session/currency-choice';

/**
 * DATA-MONTH client state of the insight screens, shared by both trees and kept while the user moves
 * between screens (to an event and back): the selected year and month (two-digit month, default
 * the latest month with figures, see `latestInsightsMonth`), the selected countries, the currency
 * shown, and the interactive calendar's detail value and disabled-date range.
 */
export interface InsightsSelection extends YearMonthSelection {
  countries: string[];
  currency: InsightsCurrency;
  /** The interactive calendar's selected day, 'YYYY-MM-DD'; null = today. */
  calendarValue: string | null;
  /** Dates outside [start, end] are disabled in the calendar (the published range). */
  disabledDates: { start: string; end: string } | null;
  /** Calendar filters. */
  calendarCountries: string[];
  calendarTypes: EventType[];
  calendarMode: 'month' | 'year';
}

const initial = (): InsightsSelection => ({
  // The server's latest month, not the local one: east of UTC the local month turns first.
  ...latestInsightsMonth(new Date()),
  countries: [],
  currency: 'USD',
  calendarValue: null,
  disabledDates: null,
  calendarCountries: [],
  calendarTypes: [],
  calendarMode: 'month',
});

let state: InsightsSelection = initial();
const listeners = new Set<() => void>();

export function getInsightsSelection(): InsightsSelection {
  return state;
}

export function updateInsightsSelection(patch: Partial<InsightsSelection>): void {
  // The currency is the user's one choice for every money screen (currency-choice.ts).
  if (patch.currency) setCurrencyChoice(patch.currency);
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

/** Back to the defaults (sign-out, tests). */
export function resetInsightsSelection(): void {
  state = initial();
  resetUnownedCurrencyChoice();
  listeners.forEach((listener) => listener());
}

// A new user or partner starts from nothing of the last one's (src/domains/session/session-end.ts).
whenSessionEnds(resetInsightsSelection);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInsightsSelection(): [InsightsSelection, (patch: Partial<InsightsSelection>) => void] {
  const selection = useSyncExternalStore(subscribe, getInsightsSelection);
  const [currency] = useCurrencyChoice();
  return [useMemo(() => ({ ...selection, currency }), [selection, currency]), updateInsightsSelection];
}
