import { Button, List, Tag } from 'antd-mobile';
import type { ClaimStatus, IncentiveKind } from '@contract/incentive/schemas';
import { blockState } from '@/domains/config/block-state';
import { useIncentiveClaimFeed, useIncentivePrograms } from '@/domains/incentive/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
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
          {list.map((claim) => (
            <List.Item
              key={claim.claimId}
              description={
                <>
                  {claim.claimNo} · {KIND[claim.kind]} ·{' '}
                  <time className={styles.date} dateTime={claim.submittedAt}>
                    {formatDate(new Date(claim.submittedAt))}
                  </time>
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
          ))}
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
