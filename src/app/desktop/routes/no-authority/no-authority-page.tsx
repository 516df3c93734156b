import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import styles from './no-authority.module.css';

const m = sessionMessages.noAuthority;

/** ROLE-NO-AUTHORITY: no authority means the user must ask the admin for it. */
export default function NoAuthorityPage() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <Result
        status="403"
        title={m.title}
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
    </main>
  );
}
