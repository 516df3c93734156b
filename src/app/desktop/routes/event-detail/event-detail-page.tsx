import { Breadcrumb, Button, Card, Descriptions, Flex, Result, Tag, Typography } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { mediaUrl } from '@/domains/carousel/media-url';
import { useEventDetail } from '@/domains/event/hooks';
import { isNotFoundError } from '@/domains/event/not-found';
import { formatDateRange } from '@/shared/format/date';
import { formatCountry } from '@/shared/format/region';
import { AppLink } from '@/app/routing/app-link';
import { paths } from '@/app/routing/paths';
import Paragraphs from '@/app/desktop/components/paragraphs';
import FocusStyles, { FOCUSABLE_CLASS } from '@/app/desktop/components/focus-styles';
import DetailStates from '@/app/desktop/components/detail-states';
import PageTitle from '@/app/desktop/components/page-title';
import { cameFromCalendar } from '@/app/routing/event-from-calendar';
import { messages } from './messages';
import styles from './event-detail.module.css';
import { useLocale } from '@/shared/i18n';

function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={messages.notFoundTitle}
      subTitle={messages.notFoundText}
      extra={
        <Flex gap="small" justify="center" wrap>
          <Button type="primary" onClick={() => navigate(paths.interactiveCalendar)}>
            {messages.backToCalendar}
          </Button>
          <Button onClick={() => navigate(paths.overview)}>{messages.backToOverview}</Button>
        </Flex>
      }
    />
  );
}

/** One network event in full (`/event-detail/:id`). */
export default function EventDetailPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { id = null } = useParams();
  const fromCalendar = cameFromCalendar(useLocation().state);
  const { data, loading, error, refresh } = useEventDetail(id);
  const event = data?.event;
  const notFound = !id || isNotFoundError(error);
  const state = event ? 'ready' : notFound ? 'empty' : error && !loading ? 'error' : 'loading';

  return (
    <section data-block="event-detail" data-state={state} aria-busy={state === 'loading'}>
      <FocusStyles />
      <Breadcrumb
        items={[
          {
            title: (
              <AppLink to={paths.overview} className={FOCUSABLE_CLASS}>
                {messages.overview}
              </AppLink>
            ),
          },
          {
            title: (
              // The trail names the menu entry lit up for this page (selectedMenuKey): the calendar
              // when the event was opened from it, Events otherwise.
              <AppLink
                to={fromCalendar ? paths.interactiveCalendar : paths.eventsCarouselDetail}
                className={FOCUSABLE_CLASS}
              >
                {fromCalendar ? messages.calendar : messages.events}
              </AppLink>
            ),
          },
          { title: event?.title ?? '…' },
        ]}
        className={styles.breadcrumb}
      />
      <Card>
        <DetailStates
          state={state}
          error={error}
          onRetry={refresh}
          notFound={<NotFound />}
          messages={messages}
        />
        {event && (
          <article>
            {event.imageUrl && (
              <img src={mediaUrl(event.imageUrl)} alt={event.title} className={styles.picture} />
            )}
            <Flex align="center" gap="small" wrap className={styles.titleRow}>
              <PageTitle>{event.title}</PageTitle>
              <Tag color="processing">{messages.types[event.type]}</Tag>
            </Flex>
            <Descriptions
              column={{ xs: 1, md: 3 }}
              className={styles.facts}
              items={[
                {
                  key: 'when',
                  label: messages.when,
                  children: formatDateRange(event.startDate, event.endDate),
                },
                ...(event.location
                  ? [{ key: 'where', label: messages.where, children: event.location }]
                  : []),
                {
                  key: 'countries',
                  label: messages.countries,
                  children: event.countries.length
                    ? event.countries.map((code) => formatCountry(code)).join(', ')
                    : messages.allCountries,
                },
              ]}
            />
            <Typography.Paragraph strong>{event.description}</Typography.Paragraph>
            <Paragraphs text={event.content} lead={event.description} />
          </article>
        )}
      </Card>
    </section>
  );
}
