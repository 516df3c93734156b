import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { paths, toMobile } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';

const m = sessionMessages.noAuthority;

/** ROLE-NO-AUTHORITY: no authority means the user must ask the admin for it. */
export default function MobileNoAuthorityPage() {
  const navigate = useNavigate();
  return (
    <main style={{ padding: '48px 16px', overflowX: 'hidden' }}>
      <Result status="warning" title={m.title} description={m.description} />
      <div style={{ display: 'grid', gap: 12, marginTop: 16 }}>
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
