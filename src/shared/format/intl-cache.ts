/**
 * Intl formatters are slow to build (each one loads locale data) and cheap to reuse: a table of a
 * hundred dates built one per cell. The first load's profile showed formatting as the biggest
 * single cost of the overview's render after React and antd (docs/quality-gates.md), so every
 * formatter of src/shared/format comes from here, one per locale and options. Each throws like its
 * constructor for what Intl rejects (an unknown currency, a malformed locale) and caches nothing then.
 */
function cached<O extends object, T>(build: (locale: string, options: O) => T) {
  const made = new Map<string, T>();
  return (locale: string, options: O): T => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      value = build(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const displayNamesFor = cached(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options),
);
export const collator = cached((locale, options: Intl.CollatorOptions) => new Intl.Collator(locale, options));
