import { Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { PageLoading } from '@/app/desktop/layout/page-loading';
import { shellMessages } from '@/app/messages/app';
import { useLocale } from '@/shared/i18n';
import { staffSections } from '../iboss-sections';
import StaffSignOut from './staff-sign-out';
import IdleWarning from '@/app/desktop/session/idle-warning';
import styles from '../staff.module.css';

const link = (to: string, label: string) => <AppLink to={to}>{label}</AppLink>;

// The menu derives from the staff sections' one list, as the routes do (iboss-sections.ts); made
// while rendering, so its labels follow the language shown.
const menuItems = (): MenuProps['items'] =>
  staffSections.map((section) => ({
    key: section.path,
    label: link(section.path, section.title),
  }));

/** Staff area layout: a dark top bar with the staff sections, distinct from the partner area. */
export default function IbossLayout() {
  const { pathname } = useLocation();
  useLocale();
  return (
    <Layout className={styles.shell}>
      <Layout.Header className={styles.header}>
        <Typography.Text strong className={styles.productName}>
          {shellMessages.staffProductName}
        </Typography.Text>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={[pathname]}
          items={menuItems()}
          className={styles.menu}
        />
        <StaffSignOut />
      </Layout.Header>
      {/* A div, not antd's Content: that renders a second <main> around ours. */}
      <div className={styles.body}>
        <main className={styles.main}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <IdleWarning />
      </div>
    </Layout>
  );
}
