import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Typography } from 'antd';
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
import styles from './layout.module.css';
import { BRAND_MARK } from '@/app/host/theme';
import { useLocale, withCatalogs } from '@/shared/i18n';

const { Header, Sider } = Layout;

// The narrow windows' menu drawer loads when it is first opened (or about to be), not with every
// first screen; wide windows never need it (budgets.json, docs/quality-gates.md).
const loadMenuDrawer = withCatalogs(
  () => import(/* webpackChunkName: "desktop-menu-drawer" */ './menu-drawer'),
);
const MenuDrawer = lazy(loadMenuDrawer);
const preloadMenuDrawer = () => void loadMenuDrawer().catch(() => undefined);

function Brand() {
  return (
    <AppLink to={paths.overview} className={styles.brand}>
      <span aria-hidden className={styles.brandMark}>
        {BRAND_MARK}
      </span>
      <Typography.Text strong className={styles.brandName}>
        {shellMessages.productName}
      </Typography.Text>
    </AppLink>
  );
}

/** Partner area layout: side menu of every section, header with brand, partner and user slots. */
export default function DesktopLayout() {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.lg;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so it can play its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerReady, setDrawerReady] = useState(false);
  const onDrawerReady = useCallback(() => setDrawerReady(true), []);

  return (
    <Layout className={styles.shell}>
      <SkipLink />
      {!narrow && (
        <Sider width={248} theme="light" className={styles.sider}>
          <div className={styles.siderBrand}>
            <Brand />
          </div>
          <DesktopMenu />
        </Sider>
      )}
      <Layout>
        <Header className={narrow ? `${styles.header} ${styles.narrow}` : styles.header}>
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
          <div className={styles.headerEnd}>
            <HeaderActions />
          </div>
        </Header>
        {/* A div, not antd's Content: that renders a second <main> around ours. */}
        <div className={narrow ? `${styles.body} ${styles.narrow}` : styles.body}>
          <main
            id={mainLandmark.id}
            tabIndex={mainLandmark.tabIndex}
            style={mainLandmark.style}
            className={styles.main}
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
