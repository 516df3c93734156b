import { ALERT_LIMITS } from '@contract/alert/constants';
import type { AlertRuleField } from '@contract/alert/rules';
import english from '@/locales/en/domain-alert.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the alerts screens (both trees), from src/locales/<language>/domain-alert.json.
 * `fieldProblem` says what a field takes in the words of contract/alert/rules.ts (the server's
 * ALERT_FIELD_MESSAGES), with the same limits.
 */
export const alertMessages = defineMessages(english, (format) => ({
  lastFired: (when: string) => format('lastFired', { when }),
  ruleLabel: (summary: string) => format('ruleLabel', { summary }),
  fieldProblem: (field: AlertRuleField): string => {
    const limits: Partial<Record<AlertRuleField, { min: string; max: string }>> = {
      thresholdPercent: { min: String(ALERT_LIMITS.thresholdMin), max: String(ALERT_LIMITS.thresholdMax) },
      withinDays: { min: String(ALERT_LIMITS.withinDaysMin), max: String(ALERT_LIMITS.withinDaysMax) },
    };
    return format(`fieldProblems.${field}`, limits[field]);
  },
  summaries: {
    figure: (metric: string, country: string, period: string, threshold: number) =>
      format('summaries.figure', {
        metric,
        country,
        period: period.toLowerCase(),
        threshold: String(threshold),
      }),
    contract: (days: number) => format('summaries.contract', { days }),
    document: (which: string) => format('summaries.document', { which: which.toLowerCase() }),
  },
}));
