import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import styles from './no-authority.module.css';
import { useLocale } from '@/shared/i18n';

const m = sessionMessages.noAuthority;

/**
 * ROLE-NO-AUTHORITY: no authority means the user must ask the admin for it. Shown inside the
 * layout (its <main> is the layout's), with the page's heading.
 */
export default function NoAuthorityPage() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="no-authority-title">
      <Result
        status="403"
        title={
          <h1 id="no-authority-title" className={styles.title}>
            {m.title}
          </h1>
        }
        subTitle={m.description}
        extra={
          <Space wrap className={styles.actions}>
            <Button type="primary" onClick={() => navigate(paths.overview, { replace: true })}>
              {m.backHome}
            </Button>
            <Button onClick={() => navigate(-1)}>{m.back}</Button>
          </Space>
        }
      />
    </section>
  );
}
