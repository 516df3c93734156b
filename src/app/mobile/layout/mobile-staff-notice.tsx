import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { readSessionToken } from '@/shared/request/session-token';
import { shellMessages } from '@/app/messages/app';
import { loginHref } from '@/app/session/login-redirect';
import { useSignOut } from '@/app/session/use-sign-out';
import styles from './mobile-layout.module.css';

const m = shellMessages.staffNeedsDesktop;

/**
 * A phone in the staff area (/iboss): the area is desktop-only (no mobile tree), so instead of a
 * "not found" the staff member learns why and can sign out (or sign in as a partner user).
 */
function SignOutButton() {
  const { run: signOut, pending } = useSignOut('mobile');
  return (
    <Button color="primary" loading={pending} onClick={() => void signOut()}>
      {m.signOut}
    </Button>
  );
}

export default function MobileStaffNotice() {
  const navigate = useNavigate();
  const signedIn = !!readSessionToken();
  return (
    <main className={styles.fullscreen} data-page="staff-needs-desktop">
      <ErrorBlock
        status="default"
        title={<h1 className={styles.blockTitle}>{m.title}</h1>}
        description={m.description}
      >
        {signedIn ? (
          <SignOutButton />
        ) : (
          <Button color="primary" onClick={() => navigate(loginHref('mobile'), { replace: true })}>
            {m.signIn}
          </Button>
        )}
      </ErrorBlock>
    </main>
  );
}
