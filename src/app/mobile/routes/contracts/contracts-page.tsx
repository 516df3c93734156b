import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useContractFeed } from '@/domains/document/hooks';
import { formatDate } from '@/shared/format/date';
import { LOAD_MORE_THRESHOLD } from '@/shared/request/request-defaults';
import { isNoAuthority } from '@/domains/document/no-authority';
import { documentMessages as m } from '@/app/messages/documents';
import { paths, toMobile } from '@/app/routing/paths';
import {
  MobileContractStatus,
  MobileProblem,
  MobileReadMark,
} from '@/app/mobile/documents/contract-card-parts';
import styles from '@/app/mobile/documents/documents.module.css';
import hidden from '@/app/mobile/components/visually-hidden.module.css';
import { OfflineBanner, OfflineWhy } from '@/app/mobile/components/offline-banner';
import { useOfflineFigures } from '@/shared/offline/read-stamps';
import { offlineMessages } from '@/app/messages/offline';
import { mobileMessages } from '@/app/mobile/layout/messages';

const OFFLINE_WHY = 'contracts-offline-why';

/** /mobile/contracts: contracts as cards; pull down to refresh, more load as you scroll. */
export default function ContractsPage() {
  const navigate = useNavigate();
  const feed = useContractFeed();
  // Offline, the kept list with its time; a contract's details need the server (docs/offline.md).
  const offline = useOfflineFigures('contracts', feed.reload);
  const pull = mobileMessages.pullToRefresh;
  const list = feed.data?.list ?? [];
  const state =
    feed.error && !feed.data ? 'error' : !feed.data ? 'loading' : list.length === 0 ? 'empty' : 'ready';

  return (
    <PullToRefresh
      onRefresh={() => feed.reloadAsync().then(() => undefined)}
      pullingText={m.refresh}
      canReleaseText={pull.canRelease}
      refreshingText={pull.refreshing}
      completeText={pull.complete}
    >
      <section
        className={styles.page}
        aria-labelledby="contracts-title"
        data-block="contracts"
        data-state={state}
      >
        {/* The top bar shows the page's name; the heading names it for screen readers only. */}
        <h1 id="contracts-title" className={hidden.visuallyHidden}>
          {m.contractsTitle}
        </h1>
        <OfflineBanner figures={offline} />
        {offline.offline && state === 'ready' && (
          <OfflineWhy id={OFFLINE_WHY} text={offlineMessages.contracts} />
        )}
        {state === 'loading' && <Skeleton.Paragraph lineCount={8} animated />}
        {state === 'error' && isNoAuthority(feed.error) && <MobileProblem title={m.noAuthority} />}
        {state === 'error' && !isNoAuthority(feed.error) && (
          <MobileProblem
            title={m.loadFailed}
            text={feed.error?.message}
            action={
              <Button color="primary" fill="outline" className={styles.touch} onClick={feed.reload}>
                {m.retry}
              </Button>
            }
          />
        )}
        {state === 'empty' && <ErrorBlock status="empty" title={m.empty.contracts} description="" />}
        {state === 'ready' && (
          <>
            <ul className={styles.cards}>
              {list.map((contract) => (
                <li key={contract.documentId}>
                  <button
                    type="button"
                    className={styles.card}
                    data-contract-id={contract.documentId}
                    disabled={offline.offline}
                    aria-describedby={offline.offline ? OFFLINE_WHY : undefined}
                    onClick={() =>
                      navigate(
                        `${toMobile(paths.contractDetails)}?id=${encodeURIComponent(contract.documentId)}`,
                      )
                    }
                  >
                    <span className={styles.row}>
                      <span className={styles.cardTitle}>{contract.title}</span>
                      <MobileReadMark isNew={contract.isNew} readVersion={contract.readVersion} />
                    </span>
                    <span className={styles.muted}>
                      {contract.contractType} · {contract.counterparty}
                    </span>
                    <span className={styles.muted}>
                      {formatDate(contract.effectiveDate)} –{' '}
                      {contract.expiryDate ? formatDate(contract.expiryDate) : m.openEnded} ·{' '}
                      {m.version(contract.version)}
                    </span>
                    <MobileContractStatus contract={contract} />
                  </button>
                </li>
              ))}
            </ul>
            <InfiniteScroll
              threshold={LOAD_MORE_THRESHOLD}
              hasMore={!feed.noMore}
              loadMore={async () => {
                await feed.loadMoreAsync();
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <Button fill="none" className={styles.touch} onClick={retry}>
                    {m.loadFailed} · {m.retry}
                  </Button>
                ) : (
                  <span className={styles.muted}>{hasMore ? m.loadingMore : m.noMore}</span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </section>
    </PullToRefresh>
  );
}
