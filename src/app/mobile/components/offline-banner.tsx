import type { OfflineFigures } from '@/shared/offline/read-stamps';
import { offlineMessages as m } from '@/app/messages/offline';
import { formatDateTime } from '@/shared/format/date';
import styles from './offline-banner.module.css';

/**
 * "Offline: figures as of …" over a screen that shows kept answers (docs/offline.md): the time
 * they were fetched, the oldest of the screen's.
 */
export function OfflineBanner({ figures }: { figures: OfflineFigures }) {
  if (!figures.offline) return null;
  return (
    <p role="status" className={styles.banner} data-block="offline-banner">
      {figures.asOf ? m.figuresAsOf(formatDateTime(figures.asOf)) : m.figuresLastSeen}
    </p>
  );
}

/** Why the actions next to it are disabled while offline; `id` for their aria-describedby. */
export function OfflineWhy({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.why} data-block="offline-why">
      {text}
    </p>
  );
}
