import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import type { CarouselItem } from '@contract/carousel/schemas';
import type { EventSummary } from '@contract/event/schemas';
import type { FeaturedGroup } from '@/domains/carousel/featured';
import { useFeaturedList } from '@/domains/carousel/hooks';
import { mediaUrl } from '@/domains/carousel/media-url';
import { formatDateRange } from '@/shared/format/date';
import { AppLink } from '@/app/routing/app-link';
import { overviewMessages } from '@/app/messages/overview';
import { paths } from '@/app/routing/paths';
import { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import DetailStates from '@/app/desktop/components/detail-states';
import PageTitle from '@/app/desktop/components/page-title';
import { messages } from './messages';

const m = messages.list;

/**
 * Carousel banners are 1200 by 450 (8:3) with their headline in the picture: shown whole, never
 * cropped; another shape is letterboxed on a neutral fill instead of cut.
 */
const BANNER_RATIO = '8 / 3';

function Highlight({ item }: { item: CarouselItem }) {
  const { token } = theme.useToken();
  return (
    <AppLink
      to={paths.eventsCarouselDetailFor(item.id)}
      className={FOCUSABLE_CLASS}
      style={{ display: 'block', height: '100%', color: 'inherit' }}
    >
      <Card
        hoverable
        size="small"
        style={{ height: '100%' }}
        cover={
          item.coverUrl ? (
            <img
              src={mediaUrl(item.coverUrl)}
              alt=""
              style={{
                aspectRatio: BANNER_RATIO,
                objectFit: 'contain',
                width: '100%',
                background: token.colorFillQuaternary,
              }}
            />
          ) : (
            <div style={{ aspectRatio: BANNER_RATIO, background: token.colorFillSecondary }} />
          )
        }
      >
        <Typography.Text strong style={{ display: 'block' }}>
          {item.title}
        </Typography.Text>
        <Typography.Text type="secondary">{formatDateRange(item.startDate, item.endDate)}</Typography.Text>
      </Card>
    </AppLink>
  );
}

function EventRow({ event }: { event: EventSummary }) {
  const { token } = theme.useToken();
  return (
    <li style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex gap={token.marginSM} align="baseline" wrap>
        <Typography.Text type="secondary" style={{ minWidth: 180 }}>
          {formatDateRange(event.startDate, event.endDate)}
        </Typography.Text>
        <AppLink to={paths.eventDetail(event.id)} className={FOCUSABLE_CLASS}>
          {event.title}
        </AppLink>
        <Tag>{overviewMessages.eventTypes[event.type]}</Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: token.marginXXS }}>
        {event.description}
      </Typography.Text>
    </li>
  );
}

function Group({
  id,
  title,
  group,
  empty,
}: {
  id: string;
  title: string;
  group: FeaturedGroup;
  empty: string;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={id} data-group={id} style={{ marginTop: token.marginLG }}>
      {/* Under the page title's size (PageTitle), so the headings step down. */}
      <Typography.Title level={2} id={id} style={{ fontSize: token.fontSizeHeading4 }}>
        {title}
      </Typography.Title>
      {group.carousel.length === 0 && group.events.length === 0 && (
        <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>
      )}
      {group.carousel.length > 0 && (
        <>
          <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading5 }}>
            {m.highlights}
          </Typography.Title>
          <Row gutter={[token.margin, token.margin]}>
            {group.carousel.map((item) => (
              <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
                <Highlight item={item} />
              </Col>
            ))}
          </Row>
        </>
      )}
      {group.events.length > 0 && (
        <>
          <Typography.Title level={3} style={{ marginTop: token.marginLG, fontSize: token.fontSizeHeading5 }}>
            {m.events}
          </Typography.Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** `/events-carousel-detail` without an id: every highlight and event, current first, past after. */
export default function FeaturedList() {
  const { groups, loading, error, refresh } = useFeaturedList(true);
  const state = groups ? 'ready' : error && !loading ? 'error' : 'loading';
  return (
    <section data-block="featured-list" data-state={state} aria-busy={state === 'loading'}>
      <PageTitle>{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
      <DetailStates state={state} error={error} onRetry={refresh} notFound={null} messages={m} />
      {groups && (
        <>
          <Group id="featured-current" title={m.current} group={groups.current} empty={m.noCurrent} />
          <Group id="featured-past" title={m.past} group={groups.past} empty={m.noPast} />
        </>
      )}
    </section>
  );
}
