import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  ALERT_DOCUMENT_KINDS,
  ALERT_KINDS,
  ALERT_MAIL_CHOICES,
  ALERT_METRICS,
  ALERT_PERIODS,
} from '@contract/alert/constants';
import type { AlertRuleField } from '@contract/alert/rules';
import type { AlertRule } from '@contract/alert/schemas';
import type { SaveOutcome } from '@/domains/alert/hooks';
import { alertMessages as m } from '@/domains/alert/messages';
import type { AlertFormValues } from '@/domains/alert/rule-form';
import { ALL_COUNTRIES, emptyAlertForm, formOfRule, formProblem } from '@/domains/alert/rule-form';
import { usePopupContainer } from '@/app/host/mount-context';
import { TopBar } from '@/app/mobile/layout/top-bar';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import styles from './alerts.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

type FieldErrors = Partial<Record<AlertRuleField, string>>;

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <span id={`${id}-error`} className={styles.fieldError}>
          {error}
        </span>
      )}
    </div>
  );
}

const choices = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));

interface RuleFormPopupProps {
  rule: AlertRule | null;
  countries: readonly string[];
  saving: boolean;
  onSave: (values: AlertFormValues) => Promise<SaveOutcome>;
  onClose: () => void;
}

/** The rule form, full screen: the chosen kind's fields; a refused field says why under it and keeps its value. */
export default function RuleFormPopup({ rule, countries, saving, onSave, onClose }: RuleFormPopupProps) {
  const getContainer = usePopupContainer();
  const base = useId();
  const [values, setValues] = useState<AlertFormValues>(rule ? formOfRule(rule) : emptyAlertForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const id = (name: keyof AlertFormValues) => `${base}-${name}`;
  const set = (patch: Partial<AlertFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };
  const described = (name: AlertRuleField) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};

  const submit = async () => {
    setFailure(null);
    const problem = formProblem(values, countries);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    const outcome = await onSave(values);
    if (outcome.rule) return;
    if (outcome.field && outcome.field in emptyAlertForm)
      setErrors({ [outcome.field]: outcome.error ?? m.form.saveFailed });
    else setFailure(outcome.error ?? m.form.saveFailed);
  };

  return (
    <Popup
      visible
      onClose={onClose}
      getContainer={getContainer}
      position="right"
      bodyStyle={{ width: '100vw', height: '100%' }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={rule ? m.form.editTitle : m.form.createTitle}
        className={styles.sheet}
      >
        <TopBar
          title={rule ? m.form.editTitle : m.form.createTitle}
          titleAs="h2"
          back={{ label: m.form.cancel, onBack: onClose, showLabel: true }}
        />
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure && (
            <MobileFormAlert kind="error">
              {mobileMessages.join.labelled(m.form.saveFailed, failure)}
            </MobileFormAlert>
          )}
          <Field id={id('kind')} label={m.form.kind}>
            <select
              id={id('kind')}
              value={values.kind}
              onChange={(e) => set({ kind: e.target.value as AlertFormValues['kind'] })}
            >
              {choices(ALERT_KINDS, m.kinds)}
            </select>
          </Field>
          {values.kind === 'FIGURE_CHANGE' && (
            <>
              <Field id={id('metric')} label={m.form.metric} error={errors.metric}>
                <select
                  id={id('metric')}
                  value={values.metric ?? ''}
                  onChange={(e) => set({ metric: e.target.value as AlertFormValues['metric'] })}
                  {...described('metric')}
                >
                  {choices(ALERT_METRICS, m.metrics)}
                </select>
              </Field>
              <Field id={id('country')} label={m.form.country} error={errors.country}>
                <select
                  id={id('country')}
                  value={values.country}
                  onChange={(e) => set({ country: e.target.value })}
                  {...described('country')}
                >
                  <option value={ALL_COUNTRIES}>{m.form.allCountries}</option>
                  {countries.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={id('period')} label={m.form.period} error={errors.period}>
                <select
                  id={id('period')}
                  value={values.period ?? ''}
                  onChange={(e) => set({ period: e.target.value as AlertFormValues['period'] })}
                  {...described('period')}
                >
                  {choices(ALERT_PERIODS, m.periods)}
                </select>
              </Field>
              <Field id={id('thresholdPercent')} label={m.form.threshold} error={errors.thresholdPercent}>
                <input
                  id={id('thresholdPercent')}
                  inputMode="decimal"
                  value={values.thresholdPercent}
                  onChange={(e) => set({ thresholdPercent: e.target.value })}
                  {...described('thresholdPercent')}
                />
              </Field>
            </>
          )}
          {values.kind === 'CONTRACT_EXPIRY' && (
            <Field id={id('withinDays')} label={m.form.withinDays} error={errors.withinDays}>
              <input
                id={id('withinDays')}
                inputMode="numeric"
                value={values.withinDays}
                onChange={(e) => set({ withinDays: e.target.value })}
                {...described('withinDays')}
              />
            </Field>
          )}
          {values.kind === 'NEW_DOCUMENT' && (
            <Field id={id('documentKind')} label={m.form.documentKind} error={errors.documentKind}>
              <select
                id={id('documentKind')}
                value={values.documentKind ?? ''}
                onChange={(e) => set({ documentKind: e.target.value as AlertFormValues['documentKind'] })}
                {...described('documentKind')}
              >
                {choices(ALERT_DOCUMENT_KINDS, m.documentKinds)}
              </select>
            </Field>
          )}
          <Field id={id('mail')} label={m.form.mail}>
            <select
              id={id('mail')}
              value={values.mail}
              onChange={(e) => set({ mail: e.target.value as AlertFormValues['mail'] })}
            >
              {choices(ALERT_MAIL_CHOICES, m.mail)}
            </select>
          </Field>
          <Button type="submit" color="primary" block loading={saving}>
            {m.form.save}
          </Button>
        </form>
      </div>
    </Popup>
  );
}
