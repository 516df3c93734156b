import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { paths, toMobile } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import styles from './no-authority.module.css';

const m = sessionMessages.noAuthority;

/**
 * ROLE-NO-AUTHORITY: no authority means the user must ask the admin for it. Shown inside the
 * layout (its <main> is the layout's), with the page's heading.
 */
export default function MobileNoAuthorityPage() {
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="no-authority-title">
      <Result
        status="warning"
        title={
          <h1 id="no-authority-title" className={styles.title}>
            {m.title}
          </h1>
        }
        description={m.description}
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(toMobile(paths.overview), { replace: true })}
        >
          {m.backHome}
        </Button>
        <Button block size="large" onClick={() => navigate(-1)}>
          {m.back}
        </Button>
      </div>
    </section>
  );
}
