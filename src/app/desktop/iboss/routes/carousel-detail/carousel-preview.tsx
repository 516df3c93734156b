import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { apiOrigin } from '@/shared/request/api-origin';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';
import styles from './carousel-detail.module.css';

const m = staffContentMessages.carousel;

export interface PreviewItem {
  title: string;
  description: string;
  /** Path of the image, or of the video's cover. */
  imagePath: string | null;
}

/** The item as partners will see it on the overview, at desktop width or phone width. */
export function CarouselPreview({ item }: { item: PreviewItem }) {
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  return (
    <figure className={styles.previewFigure} aria-label={m.preview}>
      <Segmented
        value={device}
        onChange={(value) => setDevice(value as 'desktop' | 'phone')}
        options={[
          { value: 'desktop', label: m.previewDesktop },
          { value: 'phone', label: m.previewPhone },
        ]}
      />
      <div
        data-preview={device}
        className={device === 'phone' ? `${styles.preview} ${styles.phone}` : styles.preview}
      >
        {item.imagePath ? (
          <img
            src={`${apiOrigin()}${item.imagePath}`}
            alt={m.coverAlt(item.title || m.preview)}
            className={styles.previewImage}
          />
        ) : (
          <div className={styles.previewEmpty}>{m.noMedia}</div>
        )}
        <figcaption className={styles.previewCaption}>
          <Typography.Text strong className={styles.previewTitle}>
            {item.title}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary">{item.description}</Typography.Text>
        </figcaption>
      </div>
    </figure>
  );
}
