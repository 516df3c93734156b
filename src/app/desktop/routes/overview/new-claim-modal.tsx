import { Alert, Form, Input, InputNumber, Modal, Select, message } from 'antd';
import type { IncentiveProgram } from '@contract/incentive/schemas';
import { openPrograms } from '@/domains/incentive/claim-form';
import { useClaimSubmit } from '@/domains/incentive/use-claim-submit';
import { formatCurrency } from '@/shared/format/currency';
import { errorText } from '@/shared/request/error-text';
import { claimFormMessages as m } from '@/app/messages/claim-form';
import { FileUploadField } from '@/app/desktop/upload/file-upload-field';
import { messages } from './messages';

interface Props {
  programs: IncentiveProgram[];
  onClose: () => void;
  onSubmitted: () => void;
}

const KIND = { EXCLUSIVE_INCENTIVES_MDF: messages.mdf, EXCLUSIVE_INCENTIVES_TDF: messages.tdf } as const;

/** Desktop: a partner submits a claim against an open MDF or TDF programme. */
export default function NewClaimModal({ programs, onClose, onSubmitted }: Props) {
  const open = openPrograms(programs);
  const form = useClaimSubmit(open, (claim) => {
    message.success(m.submitted(claim.claimNo));
    onSubmitted();
  });
  const { draft, program, errors } = form;
  const fieldProps = (field: keyof typeof errors) =>
    errors[field] ? { validateStatus: 'error' as const, help: m.errors[errors[field]!] } : {};

  return (
    <Modal
      open
      title={m.formTitle}
      okText={m.submit}
      cancelText={m.cancel}
      confirmLoading={form.sending}
      okButtonProps={{ disabled: open.length === 0 }}
      onOk={() => void form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {open.length === 0 ? (
        <Alert type="info" showIcon title={m.noOpenProgram} />
      ) : (
        <Form layout="vertical" onFinish={() => void form.submit()}>
          <Form.Item label={m.program} htmlFor="claim-program" {...fieldProps('programId')}>
            <Select
              id="claim-program"
              value={draft.programId}
              onChange={(value) => form.change('programId', value)}
              options={open.map((p) => ({ value: p.programId, label: `${KIND[p.kind]} · ${p.name}` }))}
            />
          </Form.Item>
          <Form.Item label={m.title} htmlFor="claim-title" {...fieldProps('title')}>
            <Input
              id="claim-title"
              value={draft.title}
              onChange={(e) => form.change('title', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={m.amount(program?.currency ?? '')}
            htmlFor="claim-amount"
            extra={program ? m.remaining(formatCurrency(program.remaining, program.currency)) : undefined}
            {...fieldProps('amount')}
          >
            <InputNumber
              id="claim-amount"
              min={0}
              precision={2}
              style={{ width: '100%' }}
              value={draft.amount}
              onChange={(value) => form.change('amount', value)}
            />
          </Form.Item>
          <Form.Item
            label={m.activityStart}
            htmlFor="claim-from"
            extra={program ? m.period(program.periodStart, program.periodEnd) : undefined}
            {...fieldProps('activityStart')}
          >
            <Input
              id="claim-from"
              type="date"
              min={program?.periodStart}
              max={program?.periodEnd}
              value={draft.activityStart}
              onChange={(e) => form.change('activityStart', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={m.activityEnd} htmlFor="claim-to" {...fieldProps('activityEnd')}>
            <Input
              id="claim-to"
              type="date"
              min={draft.activityStart || program?.periodStart}
              max={program?.periodEnd}
              value={draft.activityEnd}
              onChange={(e) => form.change('activityEnd', e.target.value)}
            />
          </Form.Item>
          <Form.Item
            label={m.supportingDoc}
            htmlFor="claim-doc"
            extra={m.supportingDocHint}
            {...fieldProps('supportingDoc')}
          >
            <FileUploadField
              id="claim-doc"
              slot="CLAIM_PROOF"
              value={draft.supportingDoc}
              onChange={(file) => form.change('supportingDoc', file)}
            />
          </Form.Item>
        </Form>
      )}
      {form.failure !== null && <Alert type="error" showIcon role="alert" title={errorText(form.failure)} />}
    </Modal>
  );
}
