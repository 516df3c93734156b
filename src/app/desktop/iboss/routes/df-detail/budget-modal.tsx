import { Alert, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import { useState } from 'react';
import type { DfBudget, DfKind } from '@contract/df/schemas';
import { BUDGET_MAX, BUDGET_MIN, REASON_MAX } from '@contract/df/constants';
import { saveDfBudget } from '@/domains/df/api';
import { errorText } from '@/shared/request/error-text';
import { formatCurrency } from '@/shared/format/currency';
import { messages } from './messages';
import staff from '../../staff.module.css';
import { DraftForm } from '@/app/desktop/components/use-staff-form-draft';

interface Values {
  partnerId: string;
  year: number;
  kind: DfKind;
  budget: number;
  reason: string;
}

interface Props {
  draft: Partial<DfBudget>;
  partners: Array<{ id: string; name: string; currency: string }>;
  years: number[];
  onClose: () => void;
  onSaved: () => void;
}

/** Create a partner's budget for a year and fund, or adjust it; a reason is always asked for. */
export default function BudgetModal({ draft, partners, years, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = Form.useWatch('partnerId', form) ?? draft.partnerId;
  const currency = draft.currency ?? partners.find((p) => p.id === chosen)?.currency ?? 'USD';
  const fixed = !!draft.programId;
  // What approved and paid claims take: the budget may not go below it (the server refuses too).
  const committed = fixed ? Math.round(((draft.approvedNotPaid ?? 0) + (draft.paid ?? 0)) * 100) / 100 : 0;
  const floor = Math.max(BUDGET_MIN, committed);
  const money = (value: number) => formatCurrency(value, currency);

  const submit = async (values: Values) => {
    setSaving(true);
    setFailure(null);
    try {
      await saveDfBudget({ ...values, reason: values.reason.trim() });
      message.success(messages.budgetSaved);
      onSaved();
    } catch (error) {
      // The form keeps what was typed.
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={messages.budgetModalTitle}
      okText={messages.save}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <DraftForm<Values>
        draftKey={`budget:${draft.programId ?? 'new'}`}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          partnerId: draft.partnerId,
          year: draft.year,
          kind: draft.kind ?? 'EXCLUSIVE_INCENTIVES_MDF',
          budget: draft.budget,
        }}
      >
        <Form.Item
          name="partnerId"
          label={messages.partner}
          rules={[{ required: true, message: messages.required }]}
        >
          <Select disabled={fixed} options={partners.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="year" label={messages.year} rules={[{ required: true, message: messages.required }]}>
          <Select disabled={fixed} options={years.map((y) => ({ value: y, label: String(y) }))} />
        </Form.Item>
        <Form.Item name="kind" label={messages.kind} rules={[{ required: true, message: messages.required }]}>
          <Select
            disabled={fixed}
            options={[
              { value: 'EXCLUSIVE_INCENTIVES_MDF', label: messages.mdf },
              { value: 'EXCLUSIVE_INCENTIVES_TDF', label: messages.tdf },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="budget"
          label={messages.budgetAmount(currency)}
          extra={
            messages.budgetBounds(money(BUDGET_MIN), money(BUDGET_MAX)) +
            (committed > 0 ? messages.budgetCommitted(money(committed)) : '')
          }
          rules={[
            // Checked here, not clamped by the input: a clamped value would be saved unseen.
            { required: true, message: messages.required },
            {
              validator: async (_rule, value: number | null | undefined) => {
                if (value === null || value === undefined) return;
                if (!(value >= BUDGET_MIN)) throw new Error(messages.budgetPositive);
                if (value > BUDGET_MAX) throw new Error(messages.budgetOverMax(money(BUDGET_MAX)));
                if (value < floor) throw new Error(messages.budgetBelowCommitted(money(committed)));
              },
            },
          ]}
        >
          <InputNumber precision={2} className={staff.fullWidth} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={messages.reason}
          extra={messages.reasonHint}
          rules={[{ required: true, whitespace: true, message: messages.required }]}
        >
          <Input.TextArea rows={2} maxLength={REASON_MAX} />
        </Form.Item>
      </DraftForm>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
    </Modal>
  );
}
