import { Layout, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { PageLoading } from '@/app/desktop/layout/page-loading';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import StaffSignOut from './staff-sign-out';
import IdleWarning from '@/app/desktop/session/idle-warning';
import styles from '../staff.module.css';

const m = shellMessages.staff;
const link = (to: string, label: string) => <AppLink to={to}>{label}</AppLink>;

const items: MenuProps['items'] = [
  { key: paths.iboss.configuration, label: link(paths.iboss.configuration, m.configuration) },
  { key: paths.iboss.dfDetail, label: link(paths.iboss.dfDetail, m.dfDetail) },
  { key: paths.iboss.user, label: link(paths.iboss.user, m.user) },
  { key: paths.iboss.contractDetail, label: link(paths.iboss.contractDetail, m.contractDetail) },
  { key: paths.iboss.carouselDetail, label: link(paths.iboss.carouselDetail, m.carouselDetail) },
];

/** Staff area layout: a dark top bar with the staff sections, distinct from the partner area. */
export default function IbossLayout() {
  const { pathname } = useLocation();
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
          items={items}
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
