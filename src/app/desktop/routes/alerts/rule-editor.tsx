import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  ALERT_DOCUMENT_KINDS,
  ALERT_KINDS,
  ALERT_MAIL_CHOICES,
  ALERT_METRICS,
  ALERT_PERIODS,
} from '@contract/alert/constants';
import type { AlertRule } from '@contract/alert/schemas';
import type { SaveOutcome } from '@/domains/alert/hooks';
import { alertMessages as m } from '@/domains/alert/messages';
import type { AlertFormValues } from '@/domains/alert/rule-form';
import { ALL_COUNTRIES, emptyAlertForm, formOfRule, formProblem } from '@/domains/alert/rule-form';
import { usePopupContainer } from '@/app/host/mount-context';

const options = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

interface RuleEditorProps {
  /** The rule being edited; null for a new one. */
  rule: AlertRule | null;
  countries: readonly string[];
  saving: boolean;
  onSave: (values: AlertFormValues) => Promise<SaveOutcome>;
  onClose: () => void;
}

/**
 * The rule form in a dialog: the fields of the chosen kind only. A refused field (checked here as
 * the server checks it, and again by the server) shows its message under it; what was typed stays.
 */
export default function RuleEditor({ rule, countries, saving, onSave, onClose }: RuleEditorProps) {
  const [form] = Form.useForm<AlertFormValues>();
  const getContainer = usePopupContainer();
  const [failure, setFailure] = useState<string | null>(null);
  const kind = Form.useWatch('kind', form) ?? (rule?.kind || emptyAlertForm.kind);

  const submit = async () => {
    setFailure(null);
    const values = { ...emptyAlertForm, ...form.getFieldsValue(true) } as AlertFormValues;
    const problem = formProblem(values, countries);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [problem.message] }]);
      return;
    }
    const outcome = await onSave(values);
    if (outcome.rule) return;
    if (outcome.field && outcome.field in emptyAlertForm)
      form.setFields([{ name: outcome.field as keyof AlertFormValues, errors: [outcome.error ?? ''] }]);
    else setFailure(outcome.error ?? m.form.saveFailed);
  };

  return (
    <Modal
      open
      title={rule ? m.form.editTitle : m.form.createTitle}
      okText={m.form.save}
      cancelText={m.form.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      getContainer={getContainer}
      destroyOnHidden
    >
      {failure && (
        <Alert type="error" showIcon role="alert" title={m.form.saveFailed} description={failure} />
      )}
      <Form<AlertFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={rule ? formOfRule(rule) : emptyAlertForm}
        onFinish={() => void submit()}
        disabled={saving}
        name="alert-rule"
      >
        <Form.Item name="kind" label={m.form.kind}>
          <Select options={options(ALERT_KINDS, m.kinds)} popupMatchSelectWidth={false} />
        </Form.Item>
        {kind === 'FIGURE_CHANGE' && (
          <>
            <Form.Item name="metric" label={m.form.metric}>
              <Select options={options(ALERT_METRICS, m.metrics)} />
            </Form.Item>
            <Form.Item name="country" label={m.form.country}>
              <Select
                options={[
                  { value: ALL_COUNTRIES, label: m.form.allCountries },
                  ...countries.map((c) => ({ value: c, label: c })),
                ]}
              />
            </Form.Item>
            <Form.Item name="period" label={m.form.period}>
              <Select options={options(ALERT_PERIODS, m.periods)} />
            </Form.Item>
            <Form.Item name="thresholdPercent" label={m.form.threshold}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </>
        )}
        {kind === 'CONTRACT_EXPIRY' && (
          <Form.Item name="withinDays" label={m.form.withinDays}>
            <Input inputMode="numeric" />
          </Form.Item>
        )}
        {kind === 'NEW_DOCUMENT' && (
          <Form.Item name="documentKind" label={m.form.documentKind}>
            <Select options={options(ALERT_DOCUMENT_KINDS, m.documentKinds)} />
          </Form.Item>
        )}
        <Form.Item name="mail" label={m.form.mail}>
          <Select options={options(ALERT_MAIL_CHOICES, m.mail)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
