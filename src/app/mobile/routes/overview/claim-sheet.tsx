import { Button, Popup, Tag } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { DfPartnerClaim } from '@contract/df/schemas';
import { saveFile } from '@/domains/document/pdf-file';
import type { FileRef } from '@/domains/document/pdf-file';
import { paymentProofFile } from '@/domains/df/payment-proof';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate, formatDateRange } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { OfflineWhy } from '@/app/mobile/components/offline-banner';
import { useOfflineFigures } from '@/shared/offline/read-stamps';
import { offlineMessages } from '@/app/messages/offline';
import { CLAIM_KIND, CLAIM_STATUS_COLOR } from './claim-labels';
import css from './claims.module.css';
import { messages } from './messages';
import styles from './overview.module.css';

const d = messages.claimDetails;

/** A paid claim's proof of payment, saved under the claim's number on a tap. */
function PaymentProof({ claimNo, file }: { claimNo: string; file: FileRef }) {
  const [saving, setSaving] = useState(false);
  const getContainer = usePopupContainer();
  // The file comes from the server (docs/offline.md).
  const { offline } = useOfflineFigures('overview');
  const whyId = useId();
  const save = async () => {
    setSaving(true);
    try {
      await saveFile(file);
    } catch (error) {
      showToast({ content: errorText(error), icon: 'fail', getContainer });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button
        className={styles.touch}
        block
        color="primary"
        fill="outline"
        loading={saving}
        disabled={offline}
        aria-describedby={offline ? whyId : undefined}
        aria-label={messages.paymentProofOf(claimNo)}
        onClick={() => void save()}
      >
        <DownlandOutline /> {messages.paymentProof}
      </Button>
      {offline && <OfflineWhy id={whyId} text={offlineMessages.claims} />}
    </>
  );
}

/** The facts of the desktop table's expanded row (ClaimDetails there), in the same order and by the same rules. */
function claimFacts(claim: DfPartnerClaim): [string, string][] {
  const facts: [string, string][] = [];
  if (claim.activityStart && claim.activityEnd) {
    facts.push([d.activity, formatDateRange(claim.activityStart, claim.activityEnd)]);
  }
  facts.push([d.requested, formatCurrency(claim.requestedAmount, claim.currency)]);
  // Until a decision, `amount` is only the amount asked for again.
  const decided = claim.status !== 'SUBMITTED' && claim.status !== 'UNDER_REVIEW';
  if (decided && claim.requestedAmount !== claim.amount) {
    facts.push([d.approvedAmount, formatCurrency(claim.amount, claim.currency)]);
  }
  if (claim.rejectReason) facts.push([d.rejectReason, claim.rejectReason]);
  if (claim.paymentRef) facts.push([d.paymentRef, claim.paymentRef]);
  if (claim.paidOn) facts.push([d.paidOn, formatDate(claim.paidOn)]);
  facts.push([d.updated, formatDate(new Date(claim.updatedAt))]);
  return facts;
}

function ClaimDetails({ claim, onClose }: { claim: DfPartnerClaim; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const proof = paymentProofFile(claim);
  // antd-mobile's Popup leaves focus behind the mask; a screen reader should start at the sheet.
  useEffect(() => dialog.current?.focus(), []);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={d.label(claim.claimNo)}
      tabIndex={-1}
      className={css.sheet}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className={css.sheetHead}>
        <h2 className={css.sheetTitle}>{claim.title}</h2>
        <Button className={styles.touch} fill="none" color="primary" onClick={onClose}>
          {d.close}
        </Button>
      </div>
      <div className={styles.muted}>
        {claim.claimNo} · {CLAIM_KIND[claim.kind]} ·{' '}
        <Tag color={CLAIM_STATUS_COLOR[claim.status]} fill="outline">
          {messages.claimStatuses[claim.status]}
        </Tag>
      </div>
      <dl className={css.facts}>
        {claimFacts(claim).map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {proof && <PaymentProof claimNo={claim.claimNo} file={proof} />}
    </div>
  );
}

/**
 * A claim's details on a phone, in a bottom sheet over the overview: what the list line leaves out
 * (why it was refused, what was approved, how it was paid, the proof of payment).
 */
export default function ClaimSheet({
  claim,
  onClose,
}: {
  claim: DfPartnerClaim | null;
  onClose: () => void;
}) {
  const getContainer = usePopupContainer();
  // The last claim stays in the sheet while it slides away, so it never slides away empty.
  const [shown, setShown] = useState(claim);
  if (claim && claim !== shown) setShown(claim);
  const current = claim ?? shown;
  return (
    <Popup
      visible={!!claim}
      onMaskClick={onClose}
      onClose={onClose}
      getContainer={getContainer}
      destroyOnClose
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}
    >
      {current && <ClaimDetails key={current.claimId} claim={current} onClose={onClose} />}
    </Popup>
  );
}
