import { Button, Popup, Skeleton, Tag } from 'antd-mobile';
import { useEventDetail } from '@/domains/event/hooks';
import { isNotFoundError } from '@/domains/event/not-found';
import { mediaUrl } from '@/domains/carousel/media-url';
import { formatDateRange } from '@/shared/format/date';
import { bodyParagraphs } from '@/shared/format/paragraphs';
import { formatCountry } from '@/shared/format/region';
import { usePopupContainer } from '@/app/host/mount-context';
import { TopBar } from '@/app/mobile/layout/top-bar';
import { eventPopupMessages as m } from './event-popup-messages';
import styles from './event-popup.module.css';
import { mobileMessages } from '@/app/mobile/layout/messages';

function EventBody({ id }: { id: string }) {
  const { data, loading, error, refresh } = useEventDetail(id);
  const event = data?.event;
  const state = event ? 'ready' : isNotFoundError(error) ? 'empty' : error && !loading ? 'error' : 'loading';
  return (
    <section
      data-block="event-detail"
      data-state={state}
      aria-busy={state === 'loading'}
      className={styles.popupBody}
    >
      {state === 'loading' && <Skeleton.Paragraph lineCount={6} animated />}
      {state === 'empty' && (
        <div role="alert" className={styles.problem}>
          <p className={styles.problemTitle}>{m.notFoundTitle}</p>
          <p className={styles.muted}>{m.notFoundText}</p>
        </div>
      )}
      {state === 'error' && (
        <div role="alert" className={styles.problem}>
          <p className={styles.problemTitle}>{m.loadFailed}</p>
          <p className={styles.muted}>{error?.message}</p>
          <Button className={styles.touch} color="primary" fill="outline" onClick={refresh}>
            {m.retry}
          </Button>
        </div>
      )}
      {event && (
        <article>
          {event.imageUrl && (
            <img src={mediaUrl(event.imageUrl)} alt={event.title} className={styles.eventImage} />
          )}
          <h2 className={styles.title}>{event.title}</h2>
          <Tag color="primary" fill="outline">
            {m.eventTypes[event.type]}
          </Tag>
          <dl className={styles.facts}>
            <dt>{m.when}</dt>
            <dd>{formatDateRange(event.startDate, event.endDate)}</dd>
            {event.location && (
              <>
                <dt>{m.where}</dt>
                <dd>{event.location}</dd>
              </>
            )}
            <dt>{m.countries}</dt>
            <dd>
              {event.countries.length
                ? event.countries.map((code) => formatCountry(code)).join(mobileMessages.join.separator)
                : m.allCountries}
            </dd>
          </dl>
          <p>
            <strong>{event.description}</strong>
          </p>
          {bodyParagraphs(event.content, event.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
      )}
    </section>
  );
}

/** Event detail on a phone: ROUTE-TREES has no mobile event route, so it opens over the page. */
export default function EventPopup({ id, onClose }: { id: string | null; onClose: () => void }) {
  const getContainer = usePopupContainer();
  return (
    <Popup
      visible={!!id}
      onMaskClick={onClose}
      onClose={onClose}
      getContainer={getContainer}
      destroyOnClose
      bodyStyle={{ height: '100%', overflowY: 'auto' }}
    >
      <div role="dialog" aria-modal="true" aria-label={m.dialog}>
        <TopBar
          right={
            <button type="button" className={styles.close} onClick={onClose}>
              {m.close}
            </button>
          }
        />
        {id && <EventBody id={id} />}
      </div>
    </Popup>
  );
}
