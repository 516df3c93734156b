import { PullToRefresh } from 'antd-mobile';
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import { useGrowth } from '@/domains/growth/hooks';
import FiguresStamp from '@/app/mobile/components/figures-stamp';
import { OfflineBanner } from '@/app/mobile/components/offline-banner';
import { useOfflineFigures } from '@/shared/offline/read-stamps';
import { MoneyRateProvider } from '@/app/money/money-view';
import { visuallyHidden } from '@/shared/charts/visually-hidden';
import { CALENDAR_HASH, OPEN_EVENT_PARAM } from '@/app/mobile/layout/desktop-only-paths';
import BlockBoundary from './block-boundary';
import CalendarBlock from './calendar-block';
import CarouselBlock from './carousel-block';
import EventPopup from '@/app/mobile/components/event-popup';
import ClaimsBlock from './claims-block';
import GrowthBlock from './growth-block';
import IncentiveBlock from './incentive-block';
import MerchantListBlock from './merchant-list-block';
import { messages } from './messages';
import styles from './overview.module.css';
import { RefreshRegistry, useRefreshAll, useRegisterRefresh } from './refresh-registry';
import TopMerchantsBlock from './top-merchants-block';

// Titles are read when shown, so they follow the language (docs/i18n.md).
const BLOCKS: { name: string; title: () => string; Block: ComponentType }[] = [
  { name: 'carousel', title: () => messages.carouselTitle, Block: CarouselBlock },
  { name: 'incentives', title: () => messages.incentivesTitle, Block: IncentiveBlock },
  { name: 'claims', title: () => messages.claimsTitle, Block: ClaimsBlock },
  { name: 'growth', title: () => messages.growthTitle, Block: GrowthBlock },
  { name: 'top-merchants', title: () => messages.topTitle, Block: TopMerchantsBlock },
  { name: 'calendar', title: () => messages.calendarTitle, Block: CalendarBlock },
  // Last: its list grows as the page is scrolled to the end.
  { name: 'merchants', title: () => messages.merchantsTitle, Block: MerchantListBlock },
];

function Welcome() {
  const { value, loading, refreshAsync } = useConfigValue(CONFIG_KEYS.OVERVIEW_WELCOME);
  useRegisterRefresh(refreshAsync);
  // Until the greeting arrives its space is held, so the blocks below don't jump (layout shift).
  if (loading && value === null) return <p className={styles.welcome} aria-hidden />;
  return value ? <p className={styles.welcome}>{value}</p> : null;
}

function Blocks() {
  const refreshAll = useRefreshAll();
  // The growth answer carries the stamp and rate of every money block here (DATA-STAMP).
  const { fx, dataAsOf, data, loading } = useGrowth();
  // Offline, the kept answers with their time; back online, every block reloads (docs/offline.md).
  const offline = useOfflineFigures('overview', refreshAll);
  return (
    <MoneyRateProvider fx={fx}>
      <PullToRefresh
        onRefresh={refreshAll}
        pullingText={messages.pullToRefresh}
        canReleaseText={messages.releaseToRefresh}
        refreshingText={messages.refreshing}
        completeText={messages.refreshed}
      >
        <div className={styles.page}>
          {/* The top bar already shows "Overview": the heading is for screen readers and focus only. */}
          <h1 style={visuallyHidden}>{messages.pageTitle}</h1>
          <Welcome />
          <OfflineBanner figures={offline} />
          <FiguresStamp dataAsOf={dataAsOf} fx={fx} pending={loading && !data} />
          {BLOCKS.map(({ name, title, Block }) => (
            <BlockBoundary key={name} name={name} title={title()}>
              <Block />
            </BlockBoundary>
          ))}
        </div>
      </PullToRefresh>
    </MoneyRateProvider>
  );
}

/**
 * Where a desktop-only link lands on a phone (see desktop-only-paths.ts): `#calendar` scrolls to
 * the calendar block, `?event=<id>` opens that event over the page.
 */
function DesktopLinkTarget() {
  const [search, setSearch] = useSearchParams();
  const { hash } = useLocation();
  const eventId = search.get(OPEN_EVENT_PARAM);
  useEffect(() => {
    if (hash !== CALENDAR_HASH) return;
    document.querySelector('[data-block="calendar"]')?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_EVENT_PARAM);
        return next;
      },
      { replace: true },
    );
  return <EventPopup id={eventId} onClose={close} />;
}

/** The partner's overview on a phone; pull down to reload every block. */
export default function OverviewPage() {
  return (
    <RefreshRegistry>
      <Blocks />
      <DesktopLinkTarget />
    </RefreshRegistry>
  );
}
