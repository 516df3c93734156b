import { defaultLocale } from './locale';
import { numberFormat } from './intl-cache';

/** Grouped integer or decimal, e.g. 1,234,567 (en-US) or 1.234.567 (de-DE). */
export function formatNumber(value: number, locale = defaultLocale(), maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/** Short form for axes and tight cards: 1.2M, 35K. */
export function formatCompactNumber(value: number, locale = defaultLocale()): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A ratio (0.123) as a percentage with one decimal: 12.3%. */
export function formatPercent(ratio: number, locale = defaultLocale()): string {
  if (!Number.isFinite(ratio)) return '–';
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}

/** A ratio as a signed percentage, always with its sign: +4.2%, -0.8%, +0.0%. */
export function formatSignedPercent(ratio: number, locale = defaultLocale()): string {
  if (!Number.isFinite(ratio)) return '–';
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'always',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}
