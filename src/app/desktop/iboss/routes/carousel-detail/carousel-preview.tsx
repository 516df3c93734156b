import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { apiOrigin } from '@/shared/request/api-origin';
import { ACCESSIBLE_COLORS } from '@/app/host/theme';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';

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
  const width = device === 'desktop' ? 560 : 320;
  return (
    <figure style={{ margin: 0 }} aria-label={m.preview}>
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
        style={{
          marginTop: 12,
          width,
          maxWidth: '100%',
          borderRadius: device === 'phone' ? 16 : 8,
          overflow: 'hidden',
          border: '1px solid #d9d9d9',
        }}
      >
        {item.imagePath ? (
          <img
            src={`${apiOrigin()}${item.imagePath}`}
            alt={m.coverAlt(item.title || m.preview)}
            style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : (
          <div
            style={{
              aspectRatio: '16 / 9',
              display: 'grid',
              placeItems: 'center',
              background: '#f5f5f5',
              color: ACCESSIBLE_COLORS.weakText,
            }}
          >
            {m.noMedia}
          </div>
        )}
        <figcaption style={{ padding: device === 'phone' ? 8 : 12 }}>
          <Typography.Text strong style={{ fontSize: device === 'phone' ? 14 : 16 }}>
            {item.title}
          </Typography.Text>
          <br />
          <Typography.Text style={{ color: ACCESSIBLE_COLORS.weakText }}>{item.description}</Typography.Text>
        </figcaption>
      </div>
    </figure>
  );
}
