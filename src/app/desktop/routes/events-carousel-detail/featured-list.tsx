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
import styles from './events-carousel-detail.module.css';

const m = messages.list;

function Highlight({ item }: { item: CarouselItem }) {
  return (
    <AppLink to={paths.eventsCarouselDetailFor(item.id)} className={`${FOCUSABLE_CLASS} ${styles.highlight}`}>
      <Card
        hoverable
        size="small"
        className={styles.highlightCard}
        cover={
          item.coverUrl ? (
            <img src={mediaUrl(item.coverUrl)} alt="" className={styles.banner} />
          ) : (
            <div className={styles.noBanner} />
          )
        }
      >
        <Typography.Text strong className={styles.block}>
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
    <li className={styles.event}>
      <Flex gap={token.marginSM} align="baseline" wrap>
        <Typography.Text type="secondary" className={styles.when}>
          {formatDateRange(event.startDate, event.endDate)}
        </Typography.Text>
        <AppLink to={paths.eventDetail(event.id)} className={FOCUSABLE_CLASS}>
          {event.title}
        </AppLink>
        <Tag>{overviewMessages.eventTypes[event.type]}</Tag>
      </Flex>
      <Typography.Text type="secondary" className={styles.description}>
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
    <section aria-labelledby={id} data-group={id} className={styles.group}>
      <Typography.Title level={2} id={id} className={styles.groupTitle}>
        {title}
      </Typography.Title>
      {group.carousel.length === 0 && group.events.length === 0 && (
        <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>
      )}
      {group.carousel.length > 0 && (
        <>
          <Typography.Title level={3} className={styles.kindTitle}>
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
          <Typography.Title level={3} className={`${styles.kindTitle} ${styles.spaced}`}>
            {m.events}
          </Typography.Title>
          <ul className={styles.events}>
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
