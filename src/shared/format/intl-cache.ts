/**
 * Intl formatters are slow to build (each one loads locale data) and cheap to reuse: a table of a
 * hundred dates built one per cell. The first load's profile showed formatting as the biggest
 * single cost of the overview's render after React and antd (README "Quality gates"), so every
 * formatter of src/shared/format comes from here, one per locale and options.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

const keyOf = (locale: string, options: object) => `${locale}|${JSON.stringify(options)}`;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Throws like the constructor for options Intl rejects (an unknown currency), and caches nothing then. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Throws like the constructor for a malformed locale, and caches nothing then. */
export function displayNamesFor(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  const key = keyOf(locale, options);
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], options);
    displayNames.set(key, names);
  }
  return names;
}
