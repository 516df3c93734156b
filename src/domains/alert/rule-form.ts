import type { AlertRuleField, AlertRuleInput } from '@contract/alert/rules';
import { alertRuleProblem } from '@contract/alert/rules';
import type { AlertRule } from '@contract/alert/schemas';
import { alertMessages as m } from './messages';

/**
 * The rule form's values as both trees keep them: the country '' means all countries, numbers stay
 * as typed until saved, so a refused value is kept on screen for the user to correct.
 */
export interface AlertFormValues extends Omit<AlertRuleInput, 'country' | 'thresholdPercent' | 'withinDays'> {
  country: string;
  thresholdPercent: string;
  withinDays: string;
}

export const ALL_COUNTRIES = '';

export const emptyAlertForm: AlertFormValues = {
  kind: 'FIGURE_CHANGE',
  metric: 'VOLUME',
  country: ALL_COUNTRIES,
  period: 'MONTH',
  thresholdPercent: '10',
  withinDays: '30',
  documentKind: 'ANY',
  mail: 'IMMEDIATE',
};

export function formOfRule(rule: AlertRule): AlertFormValues {
  return {
    kind: rule.kind,
    metric: rule.metric ?? emptyAlertForm.metric,
    country: rule.country ?? ALL_COUNTRIES,
    period: rule.period ?? emptyAlertForm.period,
    thresholdPercent:
      rule.thresholdPercent === null ? emptyAlertForm.thresholdPercent : String(rule.thresholdPercent),
    withinDays: rule.withinDays === null ? emptyAlertForm.withinDays : String(rule.withinDays),
    documentKind: rule.documentKind ?? emptyAlertForm.documentKind,
    mail: rule.mail,
  };
}

const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

export function inputOfForm(values: AlertFormValues): AlertRuleInput {
  return {
    ...values,
    country: values.country === ALL_COUNTRIES ? null : values.country,
    thresholdPercent: numberOf(values.thresholdPercent),
    withinDays: numberOf(values.withinDays),
  };
}

/** The field to fix and what it takes, the same check the server makes (contract/alert/rules.ts). */
export function formProblem(
  values: AlertFormValues,
  countries: readonly string[],
): { field: AlertRuleField; message: string } | null {
  const field = alertRuleProblem(inputOfForm(values), countries);
  return field ? { field, message: m.fieldProblem(field) } : null;
}

/** One line saying what a rule watches. */
export function ruleSummary(rule: AlertRule): string {
  switch (rule.kind) {
    case 'FIGURE_CHANGE':
      return m.summaries.figure(
        m.metrics[rule.metric ?? 'VOLUME'],
        rule.country ?? m.form.allCountries.toLowerCase(),
        m.periods[rule.period ?? 'MONTH'],
        rule.thresholdPercent ?? 0,
      );
    case 'CONTRACT_EXPIRY':
      return m.summaries.contract(rule.withinDays ?? 0);
    case 'CLAIM_STATUS':
      return m.summaries.claim;
    default:
      return m.summaries.document(m.documentKinds[rule.documentKind ?? 'ANY']);
  }
}
