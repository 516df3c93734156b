import { Divider } from 'antd';
import NotificationBell from '@/app/desktop/notifications/notification-bell';
import { PartnerSwitcher } from './partner-switcher';
import { SiblingSiteLink } from './sibling-site-link';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

/** Right side of the desktop header: current partner (switcher for admins), notifications, user menu. */
export default function HeaderActions() {
  return (
    <div className={styles.actions}>
      <PartnerSwitcher />
      <Divider orientation="vertical" />
      <SiblingSiteLink />
      <NotificationBell />
      <UserMenu />
    </div>
  );
}
