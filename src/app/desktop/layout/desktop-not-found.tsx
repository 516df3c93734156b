import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import styles from './layout.module.css';
import { useLocale } from '@/shared/i18n';

/** Real 404 page with a way back (desktop and staff trees). */
export default function DesktopNotFound({ home = paths.overview }: { home?: string }) {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const m = shellMessages.notFound;
  const navigate = useNavigate();
  return (
    <main className={styles.notFound}>
      <Result
        status="404"
        title={<h1 className={styles.notFoundTitle}>{m.title}</h1>}
        subTitle={m.description}
        extra={
          <Button type="primary" onClick={() => navigate(home)}>
            {m.backHome}
          </Button>
        }
      />
    </main>
  );
}
