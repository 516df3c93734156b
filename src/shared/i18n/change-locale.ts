import { firstSupportedLocale, isLocale } from '@contract/shared/locale-tags';
import { loadCatalogs, track } from './catalogs';
import { activeLocale, isUiLocale, PSEUDO_LOCALE, setActiveLocaleNow } from './locale-state';
import type { UiLocale } from './locale-state';

/** What else follows the language: the UI kit's locale pack, the date library's (loaded before the switch). */
type LocaleResource = (locale: UiLocale) => Promise<void>;
const resources = new Set<LocaleResource>();
/** The language last asked for (shown once its files are here). */
let wanted: UiLocale = activeLocale();
/** Set when the host or the address names the language: a user's saved choice does not override it. */
let pinnedByHost = false;

/** Registers what follows the language; it loads for the language asked for now, and first renders wait for it. */
export function registerLocaleResource(resource: LocaleResource): () => void {
  resources.add(resource);
  track(resource(wanted).catch(() => undefined));
  return () => resources.delete(resource);
}

let changing: Promise<void> = Promise.resolve();

/**
 * Shows the portal in `locale`: its catalogues and the kit's pack load first, then everything on
 * screen renders again in it, keeping what was typed. A catalogue that cannot load leaves that
 * part in English rather than failing the switch.
 */
export function changeLocale(locale: UiLocale): Promise<void> {
  wanted = locale;
  const next = changing.then(async () => {
    await Promise.all([
      loadCatalogs(locale).catch(() => undefined),
      ...[...resources].map((resource) => resource(locale).catch(() => undefined)),
    ]);
    // A later call may have asked for another language meanwhile: the last one asked wins.
    if (wanted === locale) setActiveLocaleNow(locale);
  });
  changing = next;
  return next;
}

const DEVICE_CHOICE_KEY = 'partner-portal.locale';

/** The choice made on this device (the sign-in page's switch, before anyone is signed in). */
export function deviceLocaleChoice(): UiLocale | null {
  try {
    const stored = window.localStorage.getItem(DEVICE_CHOICE_KEY);
    return isUiLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A language the user picked during this visit (the sign-in page's switch): it wins over a saved one. */
let pickedThisVisit: UiLocale | null = null;

export function pickedDuringThisVisit(): UiLocale | null {
  return pickedThisVisit;
}

export function keepDeviceLocaleChoice(locale: UiLocale, picked = true): void {
  if (picked) pickedThisVisit = locale;
  try {
    window.localStorage.setItem(DEVICE_CHOICE_KEY, locale);
  } catch {
    // storage refused (private mode): the choice lasts for this visit
  }
}

/** The pseudo-locale is asked for by name in the address (?locale=en-XA), for tests and development. */
function addressLocale(): UiLocale | null {
  try {
    const asked = new URLSearchParams(window.location.search).get('locale');
    return asked === PSEUDO_LOCALE || isLocale(asked) ? asked : null;
  } catch {
    return null;
  }
}

/**
 * The language to start in (docs/i18n.md): the host's prop, a language named in the address, the
 * choice kept on this device, the browser's languages, English. The signed-in user's saved choice
 * comes with their session and is applied then (useSavedLocale).
 */
export function startingLocale(hostLocale?: unknown): UiLocale {
  if (isUiLocale(hostLocale)) return hostLocale;
  const asked = addressLocale();
  if (asked) {
    // Named in the address on purpose (a test, a shared link): the saved choice does not replace it.
    pinnedByHost = true;
    return asked;
  }
  return (
    deviceLocaleChoice() ??
    firstSupportedLocale(
      typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    ) ??
    'en'
  );
}

/** The host named the language (a prop at mount or update): it wins over the user's saved choice. */
export function pinLocaleByHost(pinned: boolean): void {
  pinnedByHost = pinned;
}

/** The signed-in user's saved choice, applied unless the host named the language. */
export function applySavedLocale(saved: unknown): void {
  if (pinnedByHost || !isUiLocale(saved) || saved === wanted) return;
  keepDeviceLocaleChoice(saved, false);
  void changeLocale(saved);
}
