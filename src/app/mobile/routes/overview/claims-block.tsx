import { Button, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId, useRef, useState } from 'react';
import type { DfPartnerClaim } from '@contract/df/schemas';
import { blockState } from '@/domains/config/block-state';
import { useDfPartnerClaimFeed, useDfPrograms } from '@/domains/df/hooks';
import { OfflineWhy } from '@/app/mobile/components/offline-banner';
import { useOfflineFigures } from '@/shared/offline/read-stamps';
import { offlineMessages } from '@/app/messages/offline';
import { formatCurrency } from '@/shared/format/currency';
import { formatDate } from '@/shared/format/date';
import { claimFormMessages } from '@/app/messages/claim-form';
import { lazyPage, useLazyDialog } from '@/app/routing/lazy-page';
import { CLAIM_KIND, CLAIM_STATUS_COLOR } from './claim-labels';
import css from './claims.module.css';
import { messages } from './messages';
import MobileBlock from './mobile-block';
import styles from './overview.module.css';
import { useRegisterRefresh } from './refresh-registry';

// The claim form (form, dates, upload) loads when it is opened, not with the overview.
const NewClaimPopup = lazyPage(
  () => import(/* webpackChunkName: "mobile-new-claim" */ './new-claim-popup'),
  'mobile-new-claim',
);

// A claim's details sheet loads with the first touch of a line, not with the overview.
const ClaimSheet = lazyPage(
  () => import(/* webpackChunkName: "mobile-claim-sheet" */ './claim-sheet'),
  'mobile-claim-sheet',
);

/** One claim, one button: the whole line opens its details. */
function ClaimLine({
  claim,
  onOpen,
  onPrepare,
}: {
  claim: DfPartnerClaim;
  onOpen: (line: HTMLButtonElement) => void;
  onPrepare: () => void;
}) {
  const kind = CLAIM_KIND[claim.kind];
  const date = formatDate(new Date(claim.submittedAt));
  const amount = formatCurrency(claim.amount, claim.currency);
  const status = messages.claimStatuses[claim.status];
  return (
    <button
      type="button"
      className={css.line}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      onTouchStart={onPrepare}
      onFocus={onPrepare}
    >
      {/* Named by its visible text (WCAG 2.5.3, Label in Name); the spaces between the parts keep
          the words apart in that name. */}
      <span className={css.lineMain}>
        <span>{claim.title}</span>{' '}
        <span className={styles.muted}>
          {claim.claimNo} · {kind} ·{' '}
          <time className={styles.date} dateTime={claim.submittedAt}>
            {date}
          </time>
        </span>
      </span>{' '}
      <span className={css.lineExtra}>
        <span className={styles.figureValue}>{amount}</span>{' '}
        <Tag color={CLAIM_STATUS_COLOR[claim.status]} fill="outline">
          {status}
        </Tag>
      </span>
      <RightOutline aria-hidden className={css.arrow} />
    </button>
  );
}

/** Claims as a list, ten at a time with "Show more" (the merchant list below owns infinite scroll). */
export default function ClaimsBlock() {
  const feed = useDfPartnerClaimFeed();
  const programs = useDfPrograms();
  const composer = useLazyDialog(NewClaimPopup);
  const sheet = useLazyDialog(ClaimSheet);
  const [opened, setOpened] = useState<DfPartnerClaim | null>(null);
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  useRegisterRefresh(feed.reloadAsync);
  // A claim, the next page and a proof of payment need the server (docs/offline.md).
  const { offline } = useOfflineFigures('overview');
  const whyId = useId();
  const describedBy = offline ? whyId : undefined;
  const list = feed.data?.list ?? [];
  const total = feed.data?.total ?? 0;
  // The sheet follows a reload of the list; a claim a reload no longer lists stays as it was tapped.
  const openClaim = opened && (list.find((claim) => claim.claimId === opened.claimId) ?? opened);
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
      disabled={offline}
      aria-describedby={describedBy}
      onClick={composer.open}
      onTouchStart={composer.preload}
    >
      {claimFormMessages.newClaim}
    </Button>
  );
  return (
    <>
      {newClaim && <div className={`${styles.row} ${styles.rowEnd} ${styles.gapBelow}`}>{newClaim}</div>}
      {offline && <OfflineWhy id={whyId} text={offlineMessages.claims} />}
      <MobileBlock
        name="claims"
        title={messages.claimsTitle}
        state={state}
        error={feed.error}
        onRetry={feed.reload}
        emptyText={messages.claimsEmpty}
      >
        <ul className={css.lines}>
          {list.map((claim) => (
            <li key={claim.claimId}>
              <ClaimLine
                claim={claim}
                onPrepare={sheet.preload}
                onOpen={(line) => {
                  openedFrom.current = line;
                  setOpened(claim);
                  // Once loaded the sheet stays mounted: it slides in and out with `claim`.
                  if (!sheet.shown) sheet.open();
                }}
              />
            </li>
          ))}
        </ul>
        <div className={`${styles.row} ${styles.gapAbove}`}>
          <span className={styles.muted}>{messages.shownOf(list.length, total)}</span>
          {!feed.noMore && (
            <Button
              className={styles.touch}
              fill="outline"
              loading={feed.loadingMore}
              disabled={offline}
              aria-describedby={describedBy}
              onClick={feed.loadMore}
            >
              {messages.showMore}
            </Button>
          )}
        </div>
      </MobileBlock>
      {sheet.shown && (
        <ClaimSheet
          claim={openClaim}
          onClose={() => {
            setOpened(null);
            openedFrom.current?.focus();
          }}
        />
      )}
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
