import type { CompiledMessage, CompiledPart } from '../../../scripts/i18n/catalog-compiler.cjs';

export type { CompiledMessage, CompiledPart };
export type MessageValues = Record<string, string | number | Date | null | undefined>;

// One formatter of each kind per language tag: building an Intl object costs more than using one.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(tag: string): Intl.NumberFormat {
  let format = numberFormats.get(tag);
  if (!format) numberFormats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format;
}

function pluralRule(tag: string, ordinal: boolean): Intl.PluralRules {
  const key = `${tag}${ordinal ? '#o' : ''}`;
  let rule = pluralRules.get(key);
  if (!rule)
    pluralRules.set(key, (rule = new Intl.PluralRules(tag, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rule;
}

/**
 * Formats a compiled message (the parts scripts/i18n/catalog-compiler.cjs makes of an ICU
 * MessageFormat string) the way intl-messageformat formats the same message: arguments as text,
 * `{n, number}` and a plural's `#` through Intl.NumberFormat, plurals through Intl.PluralRules
 * (`=n` options first), selects falling back to `other`. A missing argument is an error, as there.
 */
export function formatCompiled(
  message: CompiledMessage,
  tag: string,
  values?: MessageValues,
  count?: number,
): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) out += formatPart(part, tag, values, count);
  return out;
}

function formatPart(
  part: CompiledPart,
  tag: string,
  values: MessageValues | undefined,
  count?: number,
): string {
  if (typeof part === 'string') return part;
  if (part === 0) return count === undefined ? '' : numberFormat(tag).format(count);
  const [name, kind] = part;
  if (!values || !(name in values)) throw new Error(`The message needs the value "${name}"`);
  const value = values[name];
  if (kind === undefined) return value === null || value === undefined ? '' : String(value);
  if (kind === 0) return numberFormat(tag).format(Number(value));
  const options = part[2];
  const option = (key: string) =>
    Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
  if (kind === 1) return formatCompiled(option(String(value)) ?? options.other, tag, values, count);
  const n = Number(value) - (part[3] ?? 0);
  const chosen =
    option(`=${String(value)}`) ?? option(pluralRule(tag, kind === 3).select(n)) ?? options.other;
  return formatCompiled(chosen, tag, values, n);
}
