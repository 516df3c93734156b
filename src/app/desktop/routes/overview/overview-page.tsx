import { Col, Row, Typography, theme } from 'antd';
import type { ComponentType } from 'react';
import { CONFIG_KEYS } from '@contract/config/constants';
import { useConfigValue } from '@/domains/config/hooks';
import BlockBoundary from './block-boundary';
import CalendarBlock from './calendar-block';
import CarouselBlock from './carousel-block';
import ClaimsBlock from './claims-block';
import FocusStyles from '@/app/desktop/components/focus-styles';
import GrowthBlock from './growth-block';
import IncentiveBlock from './incentive-block';
import MerchantListBlock from './merchant-list-block';
import { messages } from './messages';
import TopMerchantsBlock from './top-merchants-block';

interface Slot {
  name: string;
  title: string;
  Block: ComponentType;
  span: { xs: number; xl?: number };
}

// Reading order: what is happening (events), the money (funds, claims), the trend, the merchants.
const SLOTS: Slot[] = [
  { name: 'carousel', title: messages.carouselTitle, Block: CarouselBlock, span: { xs: 24, xl: 16 } },
  { name: 'calendar', title: messages.calendarTitle, Block: CalendarBlock, span: { xs: 24, xl: 8 } },
  { name: 'incentives', title: messages.incentivesTitle, Block: IncentiveBlock, span: { xs: 24 } },
  { name: 'claims', title: messages.claimsTitle, Block: ClaimsBlock, span: { xs: 24 } },
  { name: 'growth', title: messages.growthTitle, Block: GrowthBlock, span: { xs: 24, xl: 16 } },
  { name: 'top-merchants', title: messages.topTitle, Block: TopMerchantsBlock, span: { xs: 24, xl: 8 } },
  { name: 'merchants', title: messages.merchantsTitle, Block: MerchantListBlock, span: { xs: 24 } },
];

/** The partner's overview: every block loads, fails and retries on its own. */
export default function OverviewPage() {
  const { token } = theme.useToken();
  const { value: welcome, loading: welcomeLoading } = useConfigValue(CONFIG_KEYS.OVERVIEW_WELCOME);
  return (
    <div>
      <FocusStyles />
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading3 }}>
        {messages.pageTitle}
      </Typography.Title>
      {welcome && <Typography.Paragraph type="secondary">{welcome}</Typography.Paragraph>}
      {/* The greeting's line is held until it arrives, so the blocks below don't jump. */}
      {!welcome && welcomeLoading && <Typography.Paragraph aria-hidden>{'\u00a0'}</Typography.Paragraph>}
      {/* Top-aligned: a card keeps its own height instead of stretching to a taller neighbour
          (the events card under the calendar, growth beside top merchants) with empty space inside. */}
      <Row gutter={[token.marginLG, token.marginLG]} align="top">
        {SLOTS.map(({ name, title, Block, span }) => (
          <Col key={name} {...span}>
            <BlockBoundary name={name} title={title}>
              <Block />
            </BlockBoundary>
          </Col>
        ))}
      </Row>
    </div>
  );
}
