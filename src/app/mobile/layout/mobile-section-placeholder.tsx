import { ErrorBlock } from 'antd-mobile';
import { shellMessages } from '@/app/messages/app';
import styles from './mobile-layout.module.css';

/** A section's heading and frame until its feature fills it; never shows invented figures. */
export function MobileSectionPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className={styles.heading}>
        {title}
      </h1>
      <div className={styles.card}>
        <ErrorBlock status="empty" title={shellMessages.placeholder.empty} description="" />
      </div>
    </section>
  );
}
