import { Alert, DatePicker, Form, Input, InputNumber, Modal, Select, message, theme } from 'antd';
import { useRef } from 'react';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { DfKind, DfProgram } from '@contract/df/schemas';
import { openPrograms, availableToClaim, claimDraftToKeep, CLAIM_DRAFT_KEY } from '@/domains/df/claim-form';
import type { ClaimDraft } from '@/domains/df/claim-form';
import { useClaimSubmit } from '@/domains/df/use-claim-submit';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { claimFormMessages as m } from '@/app/messages/claim-form';
import { useKeptDraft } from '@/app/session/use-kept-draft';
import { FileUploadField } from '@/app/desktop/upload/file-upload-field';
import { messages } from './messages';
import styles from './overview.module.css';
import { DraftNotice } from '@/app/desktop/components/use-staff-form-draft';
import { componentMessages } from '@/app/desktop/components/messages';

interface Props {
  programs: DfProgram[];
  onClose: () => void;
  onSubmitted: () => void;
}

const KIND: Record<DfKind, string> = {
  get EXCLUSIVE_INCENTIVES_MDF() {
    return messages.mdf;
  },
  get EXCLUSIVE_INCENTIVES_TDF() {
    return messages.tdf;
  },
};

/**
 * Dates read as everywhere else in the portal (formatDate: "Jan 31, 2027"), not in the browser's
 * own date-input order; typed dates are read in that form (the language's date pattern, read when
 * the form renders) or as ISO (2027-01-31).
 */
const dateFormats = () => [
  (value: Dayjs) => formatDate(value.toDate()),
  'YYYY-MM-DD',
  componentMessages.datePattern,
];
const toDay = (iso: string | undefined) => (iso ? dayjs(iso) : null);
const toIso = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '');

/** Desktop: a partner submits a claim against an open MDF or TDF programme. */
export default function NewClaimModal({ programs, onClose, onSubmitted }: Props) {
  const open = openPrograms(programs);
  // What was typed survives a session end (use-kept-draft), the file excepted.
  const typed = useRef<ClaimDraft | null>(null);
  const kept = useKeptDraft(CLAIM_DRAFT_KEY, () => (typed.current ? claimDraftToKeep(typed.current) : null));
  const form = useClaimSubmit(
    open,
    (claim) => {
      kept.saved();
      message.success(m.submitted(claim.claimNo));
      onSubmitted();
    },
    kept.draft,
  );
  typed.current = form.draft;
  const { token } = theme.useToken();
  const { draft, program, errors } = form;
  const outside = (day: Dayjs, earliest?: string) =>
    (!!earliest && day.isBefore(earliest, 'day')) || (!!program && day.isAfter(program.periodEnd, 'day'));
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
      // The form is taller than a laptop window (more so with errors shown): the body scrolls
      // inside the window and the buttons stay on screen.
      className={styles.modal}
      styles={{
        body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', paddingInlineEnd: token.paddingXS },
      }}
    >
      {open.length === 0 ? (
        <Alert type="info" showIcon title={m.noOpenProgram} />
      ) : (
        <Form layout="vertical" onFinish={() => void form.submit()}>
          {kept.restored && (
            <DraftNotice
              onDiscard={() => {
                form.reset();
                kept.discard();
              }}
            />
          )}
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
            extra={
              program ? m.remaining(formatCurrency(availableToClaim(program), program.currency)) : undefined
            }
            {...fieldProps('amount')}
          >
            <InputNumber
              id="claim-amount"
              min={0}
              precision={2}
              className={styles.full}
              value={draft.amount}
              onChange={(value) => form.change('amount', value)}
            />
          </Form.Item>
          <Form.Item
            label={m.activityStart}
            htmlFor="claim-from"
            extra={
              program ? m.period(formatDate(program.periodStart), formatDate(program.periodEnd)) : undefined
            }
            {...fieldProps('activityStart')}
          >
            <DatePicker
              id="claim-from"
              format={dateFormats()}
              className={styles.full}
              disabledDate={(day) => outside(day, program?.periodStart)}
              value={toDay(draft.activityStart)}
              onChange={(value) => form.change('activityStart', toIso(value))}
            />
          </Form.Item>
          <Form.Item label={m.activityEnd} htmlFor="claim-to" {...fieldProps('activityEnd')}>
            <DatePicker
              id="claim-to"
              format={dateFormats()}
              className={styles.full}
              disabledDate={(day) => outside(day, draft.activityStart || program?.periodStart)}
              value={toDay(draft.activityEnd)}
              onChange={(value) => form.change('activityEnd', toIso(value))}
            />
          </Form.Item>
          <Form.Item label={m.supportingDoc} htmlFor="claim-doc" {...fieldProps('supportingDoc')}>
            <>
              <FileUploadField
                id="claim-doc"
                slot="CLAIM_PROOF"
                value={draft.supportingDoc}
                onChange={(file) => form.change('supportingDoc', file)}
              />
              {/* Under the field's own hint, in its size and colour, instead of the item's larger
                  extra line further down. */}
              <div className={styles.hint}>{m.supportingDocHint}</div>
            </>
          </Form.Item>
        </Form>
      )}
      {form.failure !== null && <Alert type="error" showIcon role="alert" title={errorText(form.failure)} />}
    </Modal>
  );
}
