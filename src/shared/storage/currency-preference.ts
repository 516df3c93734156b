/**
 * Which currency each user reads money in (DATA-CURRENCY): USD or the partner's home currency,
 * kept in this browser per user (by the stored userInfo's userId, derived from the email), so the
 * choice outlives a reload and a sign-out and never passes to the next user of the browser.
 */
export type CurrencyPreference = 'USD' | 'LOCAL';

const CURRENCY_PREFERENCE_KEY = 'pp-currency';

function readAll(): Record<string, CurrencyPreference> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CURRENCY_PREFERENCE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, CurrencyPreference>) : {};
  } catch {
    return {};
  }
}

export function readCurrencyPreference(owner: string | null): CurrencyPreference {
  return owner && readAll()[owner] === 'LOCAL' ? 'LOCAL' : 'USD';
}

export function saveCurrencyPreference(owner: string | null, currency: CurrencyPreference): void {
  if (!owner) return;
  try {
    window.localStorage.setItem(CURRENCY_PREFERENCE_KEY, JSON.stringify({ ...readAll(), [owner]: currency }));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}
