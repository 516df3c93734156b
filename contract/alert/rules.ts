import { ALERT_LIMITS } from './constants';
import type { AlertDocumentKind, AlertKind, AlertMailChoice, AlertMetric, AlertPeriod } from './constants';

/** A rule as the user fills it in; the fields another kind uses are ignored (and stored as null). */
export interface AlertRuleInput {
  kind: AlertKind;
  metric?: AlertMetric | null;
  country?: string | null;
  period?: AlertPeriod | null;
  thresholdPercent?: number | null;
  withinDays?: number | null;
  documentKind?: AlertDocumentKind | null;
  mail: AlertMailChoice;
}

export type AlertRuleField =
  'metric' | 'country' | 'period' | 'thresholdPercent' | 'withinDays' | 'documentKind';

/** What a refused field needs, in words the form shows under the field and the server answers. */
export const ALERT_FIELD_MESSAGES: Record<AlertRuleField, string> = {
  metric: 'Choose volume or transactions.',
  country: 'Choose a country with figures, or all countries.',
  period: 'Choose week or month.',
  thresholdPercent: `Enter a percentage from ${ALERT_LIMITS.thresholdMin} to ${ALERT_LIMITS.thresholdMax}.`,
  withinDays: `Enter a number of days from ${ALERT_LIMITS.withinDaysMin} to ${ALERT_LIMITS.withinDaysMax}.`,
  documentKind: 'Choose newsletters, QBRs or both.',
};

const between = (value: number | null | undefined, min: number, max: number, integer: boolean) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= min &&
  value <= max &&
  (!integer || Number.isInteger(value));

/**
 * The first field of `input` its kind needs and lacks or has out of range, or null when the rule
 * can be saved. `countries` are the partner's countries with figures (a country rule names one).
 */
export function alertRuleProblem(input: AlertRuleInput, countries: readonly string[]): AlertRuleField | null {
  switch (input.kind) {
    case 'FIGURE_CHANGE':
      if (input.metric !== 'VOLUME' && input.metric !== 'TRANSACTIONS') return 'metric';
      if (input.country != null && !countries.includes(input.country)) return 'country';
      if (input.period !== 'WEEK' && input.period !== 'MONTH') return 'period';
      if (!between(input.thresholdPercent, ALERT_LIMITS.thresholdMin, ALERT_LIMITS.thresholdMax, false))
        return 'thresholdPercent';
      return null;
    case 'CONTRACT_EXPIRY':
      return between(input.withinDays, ALERT_LIMITS.withinDaysMin, ALERT_LIMITS.withinDaysMax, true)
        ? null
        : 'withinDays';
    case 'NEW_DOCUMENT':
      return input.documentKind === 'ANY' ||
        input.documentKind === 'NEWSLETTER' ||
        input.documentKind === 'QBR'
        ? null
        : 'documentKind';
    default:
      return null;
  }
}

/** The input with only its kind's fields kept (others null), as the server stores it. */
export function normalizeAlertRule(input: AlertRuleInput): Required<AlertRuleInput> {
  const figure = input.kind === 'FIGURE_CHANGE';
  return {
    kind: input.kind,
    metric: figure ? (input.metric ?? null) : null,
    country: figure ? (input.country ?? null) : null,
    period: figure ? (input.period ?? null) : null,
    thresholdPercent: figure ? (input.thresholdPercent ?? null) : null,
    withinDays: input.kind === 'CONTRACT_EXPIRY' ? (input.withinDays ?? null) : null,
    documentKind: input.kind === 'NEW_DOCUMENT' ? (input.documentKind ?? null) : null,
    mail: input.mail,
  };
}
