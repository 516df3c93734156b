import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { paths, toMobile } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import styles from './no-authority.module.css';

const m = sessionMessages.noAuthority;

/** ROLE-NO-AUTHORITY: no authority means the user must ask the admin for it. */
export default function MobileNoAuthorityPage() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result status="warning" title={m.title} description={m.description} />
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
    </main>
  );
}
