import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { shellMessages } from '@/app/messages/app';

/** A section's heading and frame until its feature fills it; never shows invented figures. */
export function SectionPlaceholder({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <section aria-labelledby="section-title">
      <Typography.Title level={2} id="section-title" style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {extra}
      <Card>
        <Empty description={shellMessages.placeholder.empty} />
      </Card>
    </section>
  );
}
