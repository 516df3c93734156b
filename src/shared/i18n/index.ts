export { defineMessages } from './define-messages';
export { catalogsSettled, withCatalogs } from './catalogs';
export { activeLocale, isUiLocale, languageTag, subscribeLocale } from './locale-state';
export type { UiLocale } from './locale-state';
export { useLocale } from './use-locale';
export {
  applySavedLocale,
  changeLocale,
  keepDeviceLocaleChoice,
  pinLocaleByHost,
  registerLocaleResource,
  startingLocale,
} from './change-locale';
export { combineMessages } from './combine-messages';
