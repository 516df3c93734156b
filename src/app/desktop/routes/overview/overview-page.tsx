import { Typography } from 'antd';
import type { ComponentType } from 'react';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import { useGrowth } from '@/domains/growth/hooks';
import FiguresStamp from '@/app/desktop/components/figures-stamp';
import { MoneyRateProvider } from '@/app/money/money-view';
import BlockBoundary from './block-boundary';
import CalendarBlock from './calendar-block';
import CarouselBlock from './carousel-block';
import ClaimsBlock from './claims-block';
import FocusStyles from '@/app/desktop/components/focus-styles';
import GrowthBlock from './growth-block';
import IncentiveBlock from './incentive-block';
import MerchantListBlock from './merchant-list-block';
import { messages } from './messages';
import styles from './overview.module.css';
import OverviewGridStyles, { OVERVIEW_GRID_CLASS } from './overview-grid';
import type { GridSpan } from './overview-grid';
import TopMerchantsBlock from './top-merchants-block';
import { useLocale } from '@/shared/i18n';

interface Slot {
  name: string;
  title: string;
  Block: ComponentType;
  span: GridSpan;
}

// Reading order: what is happening (events), the money (funds, claims), the trend, the merchants.
// Titles are getters, read while rendering in the language shown.
const SLOTS: Slot[] = [
  {
    name: 'carousel',
    get title() {
      return messages.carouselTitle;
    },
    Block: CarouselBlock,
    span: 'wide',
  },
  {
    name: 'calendar',
    get title() {
      return messages.calendarTitle;
    },
    Block: CalendarBlock,
    span: 'narrow',
  },
  {
    name: 'incentives',
    get title() {
      return messages.incentivesTitle;
    },
    Block: IncentiveBlock,
    span: 'full',
  },
  {
    name: 'claims',
    get title() {
      return messages.claimsTitle;
    },
    Block: ClaimsBlock,
    span: 'full',
  },
  {
    name: 'growth',
    get title() {
      return messages.growthTitle;
    },
    Block: GrowthBlock,
    span: 'wide',
  },
  {
    name: 'top-merchants',
    get title() {
      return messages.topTitle;
    },
    Block: TopMerchantsBlock,
    span: 'narrow',
  },
  {
    name: 'merchants',
    get title() {
      return messages.merchantsTitle;
    },
    Block: MerchantListBlock,
    span: 'full',
  },
];

/** The partner's overview: every block loads, fails and retries on its own. */
export default function OverviewPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { value: welcome, loading: welcomeLoading } = useConfigValue(CONFIG_KEYS.OVERVIEW_WELCOME);
  // The growth answer carries the stamp and rate of every money block here (DATA-STAMP).
  const { fx, dataAsOf } = useGrowth();
  return (
    <MoneyRateProvider fx={fx}>
      <FocusStyles />
      <OverviewGridStyles />
      <Typography.Title level={1} className={styles.pageTitle}>
        {messages.pageTitle}
      </Typography.Title>
      {welcome && <Typography.Paragraph type="secondary">{welcome}</Typography.Paragraph>}
      {/* The greeting's line is held until it arrives, so the blocks below don't jump. */}
      {!welcome && welcomeLoading && <Typography.Paragraph aria-hidden>{'\u00a0'}</Typography.Paragraph>}
      <FiguresStamp dataAsOf={dataAsOf} fx={fx} />
      {/* Top-aligned: a card keeps its own height instead of stretching to a taller neighbour
          (the events card under the calendar, growth beside top merchants) with empty space inside. */}
      <div className={OVERVIEW_GRID_CLASS}>
        {SLOTS.map(({ name, title, Block, span }) => (
          <div key={name} data-span={span}>
            <BlockBoundary name={name} title={title}>
              <Block />
            </BlockBoundary>
          </div>
        ))}
      </div>
    </MoneyRateProvider>
  );
}
