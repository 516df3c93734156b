import { Button, Form, Input, NoticeBar, Popup, Selector } from 'antd-mobile';
import { useRef } from 'react';
import type { DfProgram } from '@contract/df/schemas';
import { openPrograms, availableToClaim, claimDraftToKeep, CLAIM_DRAFT_KEY } from '@/domains/df/claim-form';
import type { ClaimDraft, ClaimField } from '@/domains/df/claim-form';
import { useClaimSubmit } from '@/domains/df/use-claim-submit';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { claimFormMessages as m } from '@/app/messages/claim-form';
import { idleMessages } from '@/app/session/idle-messages';
import { useKeptDraft } from '@/app/session/use-kept-draft';
import { MobileUploadField } from '@/app/mobile/components/mobile-upload-field';
import { usePopupContainer } from '@/app/host/mount-context';
import { CLAIM_KIND } from './claim-labels';
import styles from './overview.module.css';
import { showToast } from '@/app/mobile/components/mobile-toast';

interface Props {
  programs: DfProgram[];
  onClose: () => void;
  onSubmitted: () => void;
}

/** Phone: a partner submits a claim against an open MDF or TDF programme, in a bottom sheet. */
export default function NewClaimPopup({ programs, onClose, onSubmitted }: Props) {
  const getContainer = usePopupContainer();
  const open = openPrograms(programs);
  // What was typed survives a session end (use-kept-draft), the file excepted.
  const typed = useRef<ClaimDraft | null>(null);
  const kept = useKeptDraft(CLAIM_DRAFT_KEY, () => (typed.current ? claimDraftToKeep(typed.current) : null));
  const form = useClaimSubmit(
    open,
    (claim) => {
      kept.saved();
      showToast({ content: m.submitted(claim.claimNo), icon: 'success', getContainer });
      onSubmitted();
    },
    kept.draft,
  );
  typed.current = form.draft;
  const { draft, program, errors } = form;
  // Shown under the field (antd-mobile's `help` would hide it behind a tap on an icon).
  const help = (field: ClaimField) =>
    errors[field] ? <span className={styles.error}>{m.errors[errors[field]!]}</span> : undefined;

  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      getContainer={getContainer}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '90vh', overflowY: 'auto' }}
    >
      <div role="dialog" aria-label={m.formTitle} className={styles.claimSheet}>
        <h2 className={styles.claimTitle}>{m.formTitle}</h2>
        {open.length === 0 ? (
          <p className={styles.claimEmpty}>{m.noOpenProgram}</p>
        ) : (
          <Form
            layout="vertical"
            footer={
              <Button
                block
                color="primary"
                size="large"
                loading={form.sending}
                onClick={() => void form.submit()}
              >
                {m.submit}
              </Button>
            }
          >
            {kept.restored && (
              <NoticeBar
                content={idleMessages.draftRestored}
                color="info"
                wrap
                extra={
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    onClick={() => {
                      form.reset();
                      kept.discard();
                    }}
                  >
                    {idleMessages.draftDiscard}
                  </Button>
                }
              />
            )}
            <Form.Item label={m.program} description={help('programId')}>
              <Selector
                columns={1}
                value={[draft.programId]}
                onChange={(value) => value[0] && form.change('programId', value[0])}
                options={open.map((p) => ({
                  value: p.programId,
                  label: `${CLAIM_KIND[p.kind]} · ${p.name}`,
                }))}
              />
            </Form.Item>
            <Form.Item label={m.title} description={help('title')}>
              <Input
                aria-label={m.title}
                value={draft.title}
                onChange={(value) => form.change('title', value)}
              />
            </Form.Item>
            <Form.Item
              label={m.amount(program?.currency ?? '')}
              description={
                help('amount') ??
                (program
                  ? m.remaining(formatCurrency(availableToClaim(program), program.currency))
                  : undefined)
              }
            >
              <Input
                aria-label={m.amount(program?.currency ?? '')}
                type="number"
                inputMode="decimal"
                value={draft.amount === null ? '' : String(draft.amount)}
                onChange={(value) => form.change('amount', value === '' ? null : Number(value))}
              />
            </Form.Item>
            <Form.Item
              label={m.activityStart}
              description={
                help('activityStart') ??
                (program
                  ? m.period(formatDate(program.periodStart), formatDate(program.periodEnd))
                  : undefined)
              }
            >
              <Input
                aria-label={m.activityStart}
                type="date"
                value={draft.activityStart}
                onChange={(value) => form.change('activityStart', value)}
              />
            </Form.Item>
            <Form.Item label={m.activityEnd} description={help('activityEnd')}>
              <Input
                aria-label={m.activityEnd}
                type="date"
                value={draft.activityEnd}
                onChange={(value) => form.change('activityEnd', value)}
              />
            </Form.Item>
            <Form.Item label={m.supportingDoc} description={help('supportingDoc') ?? m.supportingDocHint}>
              <MobileUploadField
                slot="CLAIM_PROOF"
                label={m.supportingDoc}
                value={draft.supportingDoc}
                onChange={(file) => form.change('supportingDoc', file)}
              />
            </Form.Item>
          </Form>
        )}
        {form.failure !== null && (
          <p role="alert" className={`${styles.error} ${styles.inset}`}>
            {errorText(form.failure)}
          </p>
        )}
        <div className={styles.claimCancel}>
          <Button block fill="none" onClick={onClose}>
            {m.cancel}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
