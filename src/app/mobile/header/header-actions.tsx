import { Button, List, Popup } from 'antd-mobile';
import { CheckOutline, UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { accessFor } from '@/domains/session/access';
import { useSession } from '@/domains/session/session-context';
import { fullName } from '@/domains/session/user-info';
import { usePopupContainer } from '@/app/host/mount-context';
import { paths, toMobile } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import { useSignOut } from '@/app/session/use-sign-out';
import NotificationBell from '@/app/mobile/notifications/notification-bell';
import { MobilePartnerLogo } from './mobile-partner-logo';
import { showToast } from '@/app/mobile/components/mobile-toast';
import styles from './header.module.css';
import { partnerDisplayName } from '@/domains/session/partner';

const m = sessionMessages.header;

/** Nav-bar button opening a sheet: who is signed in, the partner (switch for admins), account links, sign out. */
export default function MobileHeaderActions() {
  const navigate = useNavigate();
  const getContainer = usePopupContainer();
  const session = useSession();
  const { user, userInfo, email, partner, partners, switching, switchPartner } = session;
  const { canSwitchPartner } = accessFor(session);
  const signOut = useSignOut('mobile');
  const [open, setOpen] = useState(false);
  const name = fullName(user) || userInfo?.userName || email || '';

  const go = (path: string) => {
    setOpen(false);
    navigate(toMobile(path));
  };

  const choose = (id: string, partnerName: string) => {
    if (id === partner?.id || switching) return;
    switchPartner(id).then(
      () => {
        setOpen(false);
        showToast({ content: m.switched(partnerName), icon: 'success', getContainer });
      },
      // The request client has already shown why the switch failed.
      () => undefined,
    );
  };

  return (
    <span className={styles.actions}>
      <NotificationBell />
      <button
        type="button"
        aria-label={m.userMenu}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={styles.userButton}
      >
        {partner ? <MobilePartnerLogo partner={partner} size={22} /> : <UserOutline />}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        getContainer={getContainer}
        bodyStyle={{
          borderTopLeftRadius: 12,
          borderTopRightRadius: 12,
          maxHeight: '85vh',
          overflowY: 'auto',
        }}
      >
        <div role="dialog" aria-label={m.userMenu}>
          <List header={m.signedInAs}>
            <List.Item description={email} prefix={<UserOutline fontSize={24} />}>
              {name}
            </List.Item>
          </List>
          {partner && (
            <List header={canSwitchPartner ? m.switchPartner : m.currentPartner}>
              {(canSwitchPartner ? partners : [partner]).map((candidate) => (
                <List.Item
                  key={candidate.id}
                  prefix={
                    <span className={styles.partnerLogo}>
                      <MobilePartnerLogo partner={candidate} size={24} />
                    </span>
                  }
                  extra={
                    candidate.id === partner.id ? <CheckOutline aria-label={m.currentPartner} /> : undefined
                  }
                  onClick={canSwitchPartner ? () => choose(candidate.id, candidate.name) : undefined}
                  disabled={switching && candidate.id !== partner.id}
                  arrow={false}
                >
                  <span data-testid={candidate.id === partner.id ? 'current-partner-name' : undefined}>
                    {partnerDisplayName(candidate)}
                  </span>
                </List.Item>
              ))}
            </List>
          )}
          <List>
            <List.Item onClick={() => go(paths.accountManagement)}>{m.account}</List.Item>
            <List.Item onClick={() => go(paths.changePassword)}>{m.changePassword}</List.Item>
            <List.Item onClick={() => go(paths.operationLog)}>{m.operationLog}</List.Item>
          </List>
          <div className={styles.signOut}>
            <Button
              block
              size="large"
              color="danger"
              fill="outline"
              loading={signOut.pending}
              disabled={signOut.pending}
              onClick={() => void signOut.run()}
            >
              {m.signOut}
            </Button>
          </div>
        </div>
      </Popup>
    </span>
  );
}
