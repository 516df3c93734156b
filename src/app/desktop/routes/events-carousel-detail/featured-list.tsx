import { Button, Card, Col, Flex, Input, Pagination, Row, Select, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { CarouselItem } from '@contract/carousel/schemas';
import type { EventSummary } from '@contract/event/schemas';
import { filterFeaturedGroup, isFiltered, NO_FEATURED_FILTER } from '@/domains/carousel/featured';
import type { FeaturedFilter, FeaturedGroup, FeaturedKind } from '@/domains/carousel/featured';
import { useFeaturedPage } from '@/domains/carousel/use-featured-page';
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

/** A page of a list with the pager under it (none while everything fits one page). */
function Paged<T>({
  items,
  label,
  render,
}: {
  items: readonly T[];
  label: string;
  render: (pageItems: readonly T[]) => React.ReactNode;
}) {
  const { pageItems, page, pageSize, total, setPage } = useFeaturedPage(items);
  return (
    <>
      {render(pageItems)}
      <Pagination
        className={styles.pager}
        current={page}
        pageSize={pageSize}
        total={total}
        onChange={setPage}
        hideOnSinglePage
        showSizeChanger={false}
        aria-label={m.pageOf(label)}
      />
    </>
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
          <Paged
            items={group.carousel}
            label={`${title}, ${m.highlights}`}
            render={(items) => (
              <Row gutter={[token.margin, token.margin]}>
                {items.map((item) => (
                  <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
                    <Highlight item={item} />
                  </Col>
                ))}
              </Row>
            )}
          />
        </>
      )}
      {group.events.length > 0 && (
        <>
          <Typography.Title level={3} className={`${styles.kindTitle} ${styles.spaced}`}>
            {m.events}
          </Typography.Title>
          <Paged
            items={group.events}
            label={`${title}, ${m.events}`}
            render={(items) => (
              <ul className={styles.events}>
                {items.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </ul>
            )}
          />
        </>
      )}
    </section>
  );
}

const KINDS: FeaturedKind[] = [
  'ALL',
  'HIGHLIGHTS',
  'CAMPAIGN',
  'SETTLEMENT_HOLIDAY',
  'LAUNCH',
  'CLAIM_DEADLINE',
];

/** The text search and the kind filter over both groups. */
function Filters({ filter, onChange }: { filter: FeaturedFilter; onChange: (next: FeaturedFilter) => void }) {
  const ids = { search: useId(), kind: useId() };
  return (
    <Flex gap="middle" wrap align="end" role="search" aria-label={m.filters} className={styles.filters}>
      <Flex vertical gap={4}>
        <label htmlFor={ids.search}>{m.search}</label>
        <Input
          id={ids.search}
          allowClear
          placeholder={m.searchPlaceholder}
          value={filter.text}
          onChange={(event) => onChange({ ...filter, text: event.target.value })}
          className={styles.search}
        />
      </Flex>
      <Flex vertical gap={4}>
        <label htmlFor={ids.kind}>{m.kind}</label>
        <Select<FeaturedKind>
          id={ids.kind}
          value={filter.kind}
          options={KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] }))}
          onChange={(kind) => onChange({ ...filter, kind })}
          className={styles.kind}
          popupMatchSelectWidth={false}
        />
      </Flex>
      {isFiltered(filter) && <Button onClick={() => onChange(NO_FEATURED_FILTER)}>{m.clearFilters}</Button>}
    </Flex>
  );
}

/**
 * `/events-carousel-detail` without an id: every highlight and event, current first, past after,
 * ten to a page, with a text search and a kind filter over both.
 */
export default function FeaturedList() {
  const { groups, loading, error, refresh } = useFeaturedList(true);
  const [filter, setFilter] = useState(NO_FEATURED_FILTER);
  const state = groups ? 'ready' : error && !loading ? 'error' : 'loading';
  const current = groups && filterFeaturedGroup(groups.current, filter);
  const past = groups && filterFeaturedGroup(groups.past, filter);
  // A new filter starts each list again at its first page.
  const filterKey = `${filter.kind}|${filter.text}`;
  const filtered = isFiltered(filter);
  return (
    <section data-block="featured-list" data-state={state} aria-busy={state === 'loading'}>
      <PageTitle>{m.title}</PageTitle>
      <Typography.Paragraph type="secondary">{messages.listIntro}</Typography.Paragraph>
      <DetailStates state={state} error={error} onRetry={refresh} notFound={null} messages={m} />
      {current && past && (
        <>
          <Filters filter={filter} onChange={setFilter} />
          <Group
            key={`current|${filterKey}`}
            id="featured-current"
            title={m.current}
            group={current}
            empty={filtered ? m.noMatch : m.noCurrent}
          />
          <Group
            key={`past|${filterKey}`}
            id="featured-past"
            title={m.past}
            group={past}
            empty={filtered ? m.noMatch : m.noPast}
          />
        </>
      )}
    </section>
  );
}
