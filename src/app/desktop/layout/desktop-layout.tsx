import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, theme, Typography } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { mainLandmark, SkipLink } from '@/app/routing/focus-main';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import HeaderActions from '@/app/desktop/header/header-actions';
import { DesktopMenu } from './desktop-menu';
import { PageLoading } from './page-loading';
import IdleWarning from '@/app/desktop/session/idle-warning';

const { Header, Sider } = Layout;

// The narrow windows' menu drawer loads when it is first opened (or about to be), not with every
// first screen; wide windows never need it (budgets.json, docs/quality-gates.md).
const loadMenuDrawer = () => import(/* webpackChunkName: "desktop-menu-drawer" */ './menu-drawer');
const MenuDrawer = lazy(loadMenuDrawer);
const preloadMenuDrawer = () => void loadMenuDrawer().catch(() => undefined);

function Brand() {
  const { token } = theme.useToken();
  return (
    <AppLink
      to={paths.overview}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        color: token.colorText,
        textDecoration: 'none',
      }}
    >
      <span
        aria-hidden
        style={{
          width: 28,
          height: 28,
          borderRadius: token.borderRadius,
          background: token.colorPrimary,
          color: token.colorTextLightSolid,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
        }}
      >
        P
      </span>
      <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
        {shellMessages.productName}
      </Typography.Text>
    </AppLink>
  );
}

/** Partner area layout: side menu of every section, header with brand, partner and user slots. */
export default function DesktopLayout() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so it can play its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerReady, setDrawerReady] = useState(false);
  const onDrawerReady = useCallback(() => setDrawerReady(true), []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {!narrow && (
        <Sider
          width={232}
          theme="light"
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
        >
          <div style={{ height: 56, display: 'flex', alignItems: 'center', paddingInline: 20 }}>
            <Brand />
          </div>
          <DesktopMenu />
        </Sider>
      )}
      <Layout>
        <Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: narrow ? 12 : 24,
            display: 'flex',
            alignItems: 'center',
            gap: 12,
          }}
        >
          {narrow && (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={shellMessages.menu.openMenu}
                // Opened before the drawer's code has arrived: the button spins until it shows.
                loading={drawerOpen && !drawerReady}
                onPointerEnter={preloadMenuDrawer}
                onFocus={preloadMenuDrawer}
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              />
              <Brand />
            </>
          )}
          <div style={{ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: 12 }}>
            <HeaderActions />
          </div>
        </Header>
        {/* A div, not antd's Content: that renders a second <main> around ours. */}
        <div style={{ padding: narrow ? 16 : 24, flex: 'auto', minHeight: 0 }}>
          <main
            id={mainLandmark.id}
            tabIndex={mainLandmark.tabIndex}
            style={{ ...mainLandmark.style, maxWidth: 1280, marginInline: 'auto' }}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
          <IdleWarning />
        </div>
      </Layout>
      {narrow && drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={<Brand />}
            onReady={onDrawerReady}
          >
            <DesktopMenu onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        </Suspense>
      )}
    </Layout>
  );
}
