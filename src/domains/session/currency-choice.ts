import { useSyncExternalStore } from 'react';
import type { InsightsFx } from '@contract/insights/schemas';
import type { CurrencyPreference } from '@/shared/storage/currency-preference';
import { readCurrencyPreference, saveCurrencyPreference } from '@/shared/storage/currency-preference';
import { readUserInfo } from '@/shared/storage/user-info-storage';

/**
 * The currency every money screen shows (DATA-CURRENCY), one choice for the overview, exclusive
 * incentives and performance insights on both trees, remembered per user.
 */
const listeners = new Set<() => void>();
const owner = () => readUserInfo()?.userId ?? null;
// Without a stored user (embedded without userInfo) the choice lasts for this page only.
let unowned: CurrencyPreference = 'USD';

function getCurrencyChoice(): CurrencyPreference {
  const user = owner();
  return user ? readCurrencyPreference(user) : unowned;
}

export function setCurrencyChoice(currency: CurrencyPreference): void {
  const user = owner();
  if (user) saveCurrencyPreference(user, currency);
  else unowned = currency;
  listeners.forEach((listener) => listener());
}

/** Back to USD for the page (tests); a user's stored choice stays theirs. */
export function resetUnownedCurrencyChoice(): void {
  unowned = 'USD';
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same user changed it.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCurrencyChoice(): [CurrencyPreference, (currency: CurrencyPreference) => void] {
  return [useSyncExternalStore(subscribe, getCurrencyChoice), setCurrencyChoice];
}

/** An amount in `from` as the chosen currency shows it; unchanged when no rate links the two. */
export function convertMoney(
  amount: number,
  from: string,
  choice: CurrencyPreference,
  fx: InsightsFx | null | undefined,
): { amount: number; currency: string } {
  if (!fx) return { amount, currency: from };
  const round = (value: number) => Math.round(value * 100) / 100;
  if (choice === 'LOCAL' && from === 'USD')
    return { amount: round(amount * fx.ratePerUsd), currency: fx.currency };
  if (choice === 'USD' && from === fx.currency)
    return { amount: round(amount / fx.ratePerUsd), currency: 'USD' };
  return { amount, currency: from };
}
