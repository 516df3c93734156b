import { Button, List, Tag } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { ClaimStatus, IncentiveKind } from '@contract/incentive/schemas';
import { blockState } from '@/domains/config/block-state';
import { saveFile } from '@/domains/document/pdf-file';
import { useIncentiveClaimFeed, useIncentivePrograms } from '@/domains/incentive/hooks';
import { paymentProofFile } from '@/domains/incentive/payment-proof';
import type { FileRef } from '@/domains/document/pdf-file';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { claimFormMessages } from '@/app/messages/claim-form';
import { lazyPage, useLazyDialog } from '@/app/routing/lazy-page';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';

// The claim form (form, dates, upload) loads when it is opened, not with the overview.
const NewClaimPopup = lazyPage(
  () => import(/* webpackChunkName: "mobile-new-claim" */ './new-claim-popup'),
  'mobile-new-claim',
);

const STATUS_COLOR: Record<ClaimStatus, 'primary' | 'warning' | 'success' | 'danger'> = {
  SUBMITTED: 'primary',
  UNDER_REVIEW: 'primary',
  APPROVED: 'warning',
  PAID: 'success',
  REJECTED: 'danger',
};

const KIND: Record<IncentiveKind, string> = {
  EXCLUSIVE_INCENTIVES_MDF: messages.mdf,
  EXCLUSIVE_INCENTIVES_TDF: messages.tdf,
};

/** A paid claim's proof of payment, saved under the claim's number on a tap. */
function PaymentProof({ claimNo, file }: { claimNo: string; file: FileRef }) {
  const [saving, setSaving] = useState(false);
  const getContainer = usePopupContainer();
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
    <Button
      className={styles.touch}
      style={{ paddingInline: 0 }}
      fill="none"
      color="primary"
      size="small"
      loading={saving}
      aria-label={messages.paymentProofOf(claimNo)}
      onClick={() => void save()}
    >
      <DownlandOutline /> {messages.paymentProof}
    </Button>
  );
}

/** Claims as a list, ten at a time with "Show more" (the merchant list below owns infinite scroll). */
export default function ClaimsBlock() {
  const feed = useIncentiveClaimFeed();
  const programs = useIncentivePrograms();
  const composer = useLazyDialog(NewClaimPopup);
  useRegisterRefresh(feed.reloadAsync);
  const list = feed.data?.list ?? [];
  const total = feed.data?.total ?? 0;
  const state = blockState({
    loading: feed.loading,
    error: feed.error,
    hasData: !!feed.data,
    isEmpty: total === 0,
  });
  const newClaim = programs.programs.length > 0 && (
    <Button
      className={styles.touch}
      color="primary"
      fill="outline"
      loading={composer.opening}
      onClick={composer.open}
      onTouchStart={composer.preload}
    >
      {claimFormMessages.newClaim}
    </Button>
  );
  return (
    <>
      {newClaim && (
        <div className={styles.row} style={{ justifyContent: 'flex-end', marginBottom: 8 }}>
          {newClaim}
        </div>
      )}
      <MobileBlock
        name="claims"
        title={messages.claimsTitle}
        state={state}
        error={feed.error}
        onRetry={feed.reload}
        emptyText={messages.claimsEmpty}
      >
        <List>
          {list.map((claim) => {
            const proof = paymentProofFile(claim);
            return (
              <List.Item
                key={claim.claimId}
                description={
                  <>
                    {claim.claimNo} · {KIND[claim.kind]} ·{' '}
                    <time className={styles.date} dateTime={claim.submittedAt}>
                      {formatDate(new Date(claim.submittedAt))}
                    </time>
                    {proof && (
                      <div>
                        <PaymentProof claimNo={claim.claimNo} file={proof} />
                      </div>
                    )}
                  </>
                }
                extra={
                  <div style={{ textAlign: 'right' }}>
                    <div className={styles.figureValue}>{formatCurrency(claim.amount, claim.currency)}</div>
                    <Tag color={STATUS_COLOR[claim.status]} fill="outline">
                      {messages.claimStatuses[claim.status]}
                    </Tag>
                  </div>
                }
              >
                {claim.title}
              </List.Item>
            );
          })}
        </List>
        <div className={styles.row} style={{ marginTop: 8 }}>
          <span className={styles.muted}>{messages.shownOf(list.length, total)}</span>
          {!feed.noMore && (
            <Button
              className={styles.touch}
              fill="outline"
              loading={feed.loadingMore}
              onClick={feed.loadMore}
            >
              {messages.showMore}
            </Button>
          )}
        </div>
      </MobileBlock>
      {composer.shown && (
        <NewClaimPopup
          programs={programs.programs}
          onClose={composer.close}
          onSubmitted={() => {
            // The claims list and the programmes reload by themselves: submitClaim invalidates them.
            composer.close();
          }}
        />
      )}
    </>
  );
}
