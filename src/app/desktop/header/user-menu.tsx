import {
  AlertOutlined,
  FileSearchOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Grid, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/domains/session/session-context';
import { fullName } from '@/domains/session/user-info';
import { paths } from '@/app/routing/paths';
import { sessionMessages } from '@/app/session/messages';
import { useSignOut } from '@/app/session/use-sign-out';
import { chooseFromMenu, languageMenuItem } from '@/app/desktop/components/language-switch';
import styles from './header.module.css';

const m = sessionMessages.header;

/**
 * The name's first letter in a circle, in antd Avatar's colours. Not Avatar itself: it measures its
 * text after every mount to scale it (a forced page layout, about 150 ms of the slowed CPU on the
 * first load, docs/quality-gates.md), and one capital letter always fits.
 */
function Initial({ letter }: { letter: string }) {
  return (
    // The letter is drawn from an attribute, not text: as text it would be read into the button's
    // visible label ("AAna Reyes"), which then no longer matched its name (WCAG 2.5.3).
    <span aria-hidden className={styles.initial} data-letter={letter || undefined}>
      {letter ? null : <UserOutlined />}
    </span>
  );
}

/** Avatar and name; the menu leads to account, change password, operation log, alerts, the language and sign-out. */
export function UserMenu() {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const { user, userInfo, email } = useSession();
  const signOut = useSignOut('desktop');
  const name = fullName(user) || userInfo?.userName || email || '';

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <span>
          {m.signedInAs}
          <br />
          <Typography.Text strong>{email}</Typography.Text>
        </span>
      ),
    },
    { type: 'divider' },
    { key: paths.accountManagement, icon: <UserOutlined />, label: m.account },
    { key: paths.changePassword, icon: <KeyOutlined />, label: m.changePassword },
    { key: paths.operationLog, icon: <FileSearchOutlined />, label: m.operationLog },
    { key: paths.alerts, icon: <AlertOutlined />, label: m.alerts },
    { type: 'divider' },
    languageMenuItem(),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: m.signOut, danger: true, disabled: signOut.pending },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'sign-out') void signOut.run();
    else if (!chooseFromMenu(key, true)) navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={screens.md && name ? m.userMenuOf(name) : m.userMenu}
        className={`${styles.headerButton} ${styles.userButton}`}
        loading={signOut.pending}
      >
        <Space size={8}>
          <Initial letter={name.slice(0, 1).toUpperCase()} />
          {screens.md && <span>{name}</span>}
        </Space>
      </Button>
    </Dropdown>
  );
}
