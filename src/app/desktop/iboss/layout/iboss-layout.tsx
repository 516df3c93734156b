import { Layout, Menu, theme, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { PageLoading } from '@/app/desktop/layout/page-loading';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import StaffSignOut from './staff-sign-out';
import IdleWarning from '@/app/desktop/session/idle-warning';

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
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 24, paddingInline: 24 }}>
        <Typography.Text
          strong
          style={{ color: token.colorTextLightSolid, whiteSpace: 'nowrap', fontSize: token.fontSizeLG }}
        >
          {shellMessages.staffProductName}
        </Typography.Text>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={[pathname]}
          items={items}
          style={{ flex: 1, minWidth: 0 }}
        />
        <StaffSignOut />
      </Layout.Header>
      {/* A div, not antd's Content: that renders a second <main> around ours. */}
      <div style={{ padding: 24, flex: 'auto' }}>
        <main style={{ maxWidth: 1280, marginInline: 'auto' }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <IdleWarning />
      </div>
    </Layout>
  );
}
