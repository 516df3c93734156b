import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Space,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { DfClaim } from '@contract/df/schemas';
import type { UploadedFile } from '@contract/upload/constants';
import { CLAIM_ACTION_FROM, REASON_MAX } from '@contract/df/constants';
import { ResultCode } from '@contract/shared/result-codes';
import type { ClaimAction } from '@contract/df/constants';
import { moveDfClaim } from '@/domains/df/api';
import { useDfClaimDetail } from '@/domains/df/hooks';
import { contentTypeForFileName } from '@/shared/files/content-type';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDateRange } from '@/shared/format/date';
import { isApiError } from '@/shared/request/api-error';
import { errorText } from '@/shared/request/error-text';
import ClaimStatusTag from '@/app/desktop/components/claim-status-tag';
import FileDownloadButton from '@/app/desktop/components/file-download-button';
import { IsoDatePicker } from '@/app/desktop/components/iso-date-picker';
import { FileUploadFormItem } from '@/app/desktop/upload/file-upload-form-item';
import { useDiscardGuard } from '@/app/desktop/iboss/components/use-discard-guard';
import { messages } from './messages';
import styles from './df-detail.module.css';
import staff from '../../staff.module.css';
import { DraftForm } from '@/app/desktop/components/use-staff-form-draft';

interface Props {
  claimId: string | null;
  onClose: () => void;
}

interface Values {
  amount?: number;
  reason?: string;
  paymentRef?: string;
  paidOn?: string;
  paymentProof?: UploadedFile | null;
}

const ACTIONS: readonly ClaimAction[] = ['REVIEW', 'APPROVE', 'REJECT', 'PAY'];

/** A move's button label, read when shown (docs/i18n.md). */
const actionLabel = (action: ClaimAction): string =>
  ({
    REVIEW: messages.startReview,
    APPROVE: messages.approve,
    REJECT: messages.reject,
    PAY: messages.markPaid,
  })[action];

const today = () => new Date().toISOString().slice(0, 10);

/** A claim's stored document (supporting document or proof of payment), saved on a click. */
function ClaimFile({ fileUrl, name }: { fileUrl: string; name: string }) {
  const fileName = `${name}.${fileUrl.split('.').pop()}`;
  const file = { fileUrl, fileName, fileContentType: contentTypeForFileName(fileName) };
  return <FileDownloadButton file={file}>{messages.download(fileName)}</FileDownloadButton>;
}

/** One claim: its facts, history and the moves its status allows. */
export default function ClaimDrawer({ claimId, onClose }: Props) {
  // A move is a declared write (domains/df/api.ts): this claim and the page's lists reload by themselves.
  const detail = useDfClaimDetail(claimId);
  const [action, setAction] = useState<ClaimAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The last move's confirmation, shown inside the drawer under its title (a floating message
  // covered the title, the claim number staff check it against).
  const [done, setDone] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const { confirmClose, holder } = useDiscardGuard();
  const data = detail.data?.data;
  const claim = data?.claim;
  // The form exists only while a move that asks for input is chosen.
  const openForm = action && action !== 'REVIEW' ? form : null;

  const close = () =>
    confirmClose(openForm, () => {
      setAction(null);
      setFailure(null);
      setDone(null);
      onClose();
    });

  const run = async (chosen: ClaimAction, current: DfClaim, values: Values = {}) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const { paymentProof, ...rest } = values;
      await moveDfClaim({
        claimId: current.claimId,
        version: current.version,
        action: chosen,
        ...rest,
        ...(paymentProof ? { paymentProof: paymentProof.fileUrl } : {}),
      });
      setDone(messages.moved[chosen]);
      setAction(null);
      form.resetFields();
    } catch (error) {
      // An amount over the limit is the amount field's fault: say so beside it.
      if (chosen === 'APPROVE' && isApiError(error) && error.code === ResultCode.AMOUNT_EXCEEDS_LIMIT)
        form.setFields([{ name: 'amount', errors: [errorText(error)] }]);
      else setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const maxApprove = claim && data ? Math.min(claim.requestedAmount, data.budget.remaining) : 0;

  return (
    <Drawer
      open={!!claimId}
      onClose={close}
      size="large"
      title={claim ? messages.drawerTitle(claim.claimNo) : ' '}
    >
      {holder}
      {detail.loading && !data && <Spin />}
      {detail.error && !data && (
        <Alert
          type="error"
          showIcon
          title={messages.loadFailed}
          description={errorText(detail.error)}
          action={<Button onClick={detail.refresh}>{messages.retry}</Button>}
        />
      )}
      {claim && data && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={messages.partner}>{claim.partnerName}</Descriptions.Item>
            <Descriptions.Item label={messages.kind}>{claim.programName}</Descriptions.Item>
            <Descriptions.Item label={messages.activity}>{claim.title}</Descriptions.Item>
            <Descriptions.Item label={messages.activityPeriod}>
              {claim.activityStart && claim.activityEnd
                ? formatDateRange(claim.activityStart, claim.activityEnd)
                : messages.none}
            </Descriptions.Item>
            <Descriptions.Item label={messages.status}>
              <ClaimStatusTag status={claim.status} />
            </Descriptions.Item>
            <Descriptions.Item label={messages.requested}>
              {formatCurrency(claim.requestedAmount, claim.currency)}
            </Descriptions.Item>
            {(claim.status === 'APPROVED' || claim.status === 'PAID') && (
              <Descriptions.Item label={messages.approvedAmount}>
                {formatCurrency(claim.amount, claim.currency)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={messages.remainingBudget}>
              {formatCurrency(data.budget.remaining, data.budget.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={messages.supportingDoc}>
              {claim.supportingDoc ? (
                <ClaimFile fileUrl={claim.supportingDoc} name={`${claim.claimNo}-supporting`} />
              ) : (
                messages.none
              )}
            </Descriptions.Item>
            {claim.rejectReason && (
              <Descriptions.Item label={messages.rejectReason}>{claim.rejectReason}</Descriptions.Item>
            )}
            {claim.paymentRef && (
              <Descriptions.Item label={messages.paymentRef}>{claim.paymentRef}</Descriptions.Item>
            )}
            {claim.paidOn && (
              <Descriptions.Item label={messages.paidOn}>{formatDate(claim.paidOn)}</Descriptions.Item>
            )}
            {claim.paymentProof && (
              <Descriptions.Item label={messages.paymentProof}>
                <ClaimFile fileUrl={claim.paymentProof} name={`${claim.claimNo}-payment-proof`} />
              </Descriptions.Item>
            )}
          </Descriptions>

          {done && <Alert type="success" showIcon title={done} role="status" className={styles.moved} />}

          {(claim.status === 'SUBMITTED' || claim.status === 'UNDER_REVIEW') && (
            <Typography.Paragraph type="secondary" className={styles.workflowHint}>
              {messages.workflowHint}
            </Typography.Paragraph>
          )}

          <Space wrap className={styles.actions}>
            {ACTIONS.map((a) => (
              <Button
                key={a}
                type={a === 'APPROVE' || a === 'PAY' ? 'primary' : 'default'}
                danger={a === 'REJECT'}
                disabled={busy || !CLAIM_ACTION_FROM[a].includes(claim.status)}
                onClick={() => {
                  setFailure(null);
                  setDone(null);
                  if (a === 'REVIEW') void run(a, claim);
                  else {
                    form.resetFields();
                    setAction(a);
                  }
                }}
              >
                {actionLabel(a)}
              </Button>
            ))}
          </Space>

          {failure && <Alert type="error" showIcon title={failure} role="alert" className={staff.gapBelow} />}

          {action && action !== 'REVIEW' && (
            <DraftForm<Values>
              draftKey={`claim:${claim.claimId}:${action}`}
              form={form}
              layout="vertical"
              onFinish={(values) => run(action, claim, values)}
              initialValues={
                action === 'APPROVE' ? { amount: maxApprove } : action === 'PAY' ? { paidOn: today() } : {}
              }
            >
              {action === 'APPROVE' && (
                <Form.Item
                  name="amount"
                  label={messages.approveAmount(claim.currency)}
                  extra={messages.approveHint(formatCurrency(maxApprove, claim.currency))}
                  rules={[
                    // Checked here, not clamped by the input: a clamped "-5" would approve 0.01 unseen.
                    { required: true, message: messages.amountAboveZero },
                    {
                      validator: async (_rule, value: number | null | undefined) => {
                        if (value === null || value === undefined) return;
                        if (!(value > 0)) throw new Error(messages.amountAboveZero);
                        if (value > maxApprove)
                          throw new Error(messages.amountOverMax(formatCurrency(maxApprove, claim.currency)));
                      },
                    },
                  ]}
                >
                  <InputNumber precision={2} className={staff.fullWidth} />
                </Form.Item>
              )}
              {action === 'REJECT' && (
                <Form.Item
                  name="reason"
                  label={messages.rejectReason2}
                  rules={[{ required: true, whitespace: true, message: messages.required }]}
                >
                  <Input.TextArea rows={2} maxLength={REASON_MAX} />
                </Form.Item>
              )}
              {action === 'PAY' && (
                <>
                  <Form.Item
                    name="paymentRef"
                    label={messages.paymentRef}
                    rules={[{ required: true, whitespace: true, message: messages.required }]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item
                    name="paidOn"
                    label={messages.paidOn}
                    rules={[{ required: true, message: messages.required }]}
                  >
                    <IsoDatePicker max={today()} />
                  </Form.Item>
                  <FileUploadFormItem
                    name="paymentProof"
                    label={messages.paymentProof}
                    extra={messages.proofHint}
                    requiredMessage={messages.required}
                    slot="CLAIM_PROOF"
                  />
                </>
              )}
              <Space>
                <Button type="primary" htmlType="submit" loading={busy} danger={action === 'REJECT'}>
                  {actionLabel(action)}
                </Button>
                <Button onClick={() => confirmClose(form, () => setAction(null))}>{messages.cancel}</Button>
              </Space>
            </DraftForm>
          )}

          <Typography.Title level={4} className={styles.historyTitle}>
            {messages.history}
          </Typography.Title>
          <Timeline
            items={data.history.map((event) => ({
              key: `${event.at}-${event.toStatus}`,
              content: (
                <span>
                  {formatDate(new Date(event.at))} · {messages.claimStatuses[event.toStatus]}
                  {event.amount !== null ? ` · ${formatCurrency(event.amount, claim.currency)}` : ''}
                  {event.note ? ` · ${event.note}` : ''}
                  {event.actor ? messages.by(event.actor) : ''}
                </span>
              ),
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
