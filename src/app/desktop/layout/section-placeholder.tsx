import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { shellMessages } from '@/app/messages/app';
import styles from './layout.module.css';

/** A section's heading and frame until its feature fills it; never shows invented figures. */
export function SectionPlaceholder({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <section aria-labelledby="section-title">
      <Typography.Title level={2} id="section-title" className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {extra}
      <Card>
        <Empty description={shellMessages.placeholder.empty} />
      </Card>
    </section>
  );
}
