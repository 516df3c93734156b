import { useState } from 'react';
import { ALERT_API } from '@contract/alert/constants';
import type { AlertRule } from '@contract/alert/schemas';
import { usePartnerQueryOptions } from '@/domains/session/partner-query';
import { isApiError } from '@/shared/request/api-error';
import { useRequest } from '@/shared/request/use-request';
import { deleteAlertRule, fetchAlertRules, saveAlertRule, setAlertRulePaused } from './api';
import type { AlertFormValues } from './rule-form';
import { inputOfForm } from './rule-form';

/** The user's alert rules for the current partner, and the countries a figure rule may name. */
export function useAlertRules() {
  const request = useRequest(fetchAlertRules, usePartnerQueryOptions(ALERT_API.list));
  return {
    ...request,
    rules: request.data?.ruleList ?? [],
    countries: request.data?.countryList ?? [],
  };
}

export interface SaveOutcome {
  rule?: AlertRule;
  /** It fired as soon as it was saved (its condition already holds). */
  fired?: boolean;
  /** The field the server refused, with its message; the form keeps what was typed. */
  field?: string;
  error?: string;
}

/** The alert calls' refusals say what to do in their resultMessage (contract/alert/schemas.ts). */
const messageOf = (failure: unknown) =>
  isApiError(failure) ? (failure.serverMessage ?? failure.message) : String(failure);

/** Save, pause/resume and delete, with the rule being worked on (its id, or 'new'). */
export function useAlertRuleActions() {
  const [busy, setBusy] = useState<string | null>(null);

  const save = async (ruleId: string | null, values: AlertFormValues): Promise<SaveOutcome> => {
    setBusy(ruleId ?? 'new');
    try {
      const { rule } = await saveAlertRule({ ...(ruleId ? { ruleId } : {}), ...inputOfForm(values) });
      // Saving evaluates the rule at the same instant: a firing then carries the save's time.
      return { rule, fired: rule.lastFiredAt !== null && rule.lastFiredAt === rule.updatedAt };
    } catch (failure) {
      return {
        field: isApiError(failure) ? failure.field : undefined,
        error: messageOf(failure),
      };
    } finally {
      setBusy(null);
    }
  };

  const run = async (ruleId: string, call: () => Promise<unknown>): Promise<string | null> => {
    setBusy(ruleId);
    try {
      await call();
      return null;
    } catch (failure) {
      return messageOf(failure);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    save,
    setPaused: (ruleId: string, paused: boolean) => run(ruleId, () => setAlertRulePaused({ ruleId, paused })),
    remove: (ruleId: string) => run(ruleId, () => deleteAlertRule(ruleId)),
  };
}
