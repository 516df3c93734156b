import { List, Popup, TabBar } from 'antd-mobile';
import {
  AppOutline,
  FileOutline,
  GiftOutline,
  HistogramOutline,
  MoreOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { mainLandmark, SkipLink } from '@/app/routing/focus-main';
import { siblingSiteMessages, useSiblingSite } from '@/domains/config/use-sibling-site';
import { siblingSiteLeavesPortal } from '@/domains/config/sibling-site';
import { currentEnvironment } from '@/shared/env/environment';
import { debugConsoleLoaded, showDebugConsole } from '@/shared/debug/debug-console-handle';
import { shellMessages } from '@/app/messages/app';
import { usePopupContainer } from '@/app/host/mount-context';
import HeaderActions from '@/app/mobile/header/header-actions';
import styles from './mobile-layout.module.css';
import { MobilePageLoading } from './mobile-page-loading';
import { TopBar } from './top-bar';
import {
  isMobileTabRoot,
  mobileFullTitleFor,
  mobileMoreLinks,
  mobileTabFor,
  mobileTabs,
  mobileTitleFor,
} from './mobile-nav';
import { useBackToParent } from './use-back-to-parent';
import IdleWarning from '@/app/mobile/session/idle-warning';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { LanguageList } from '@/app/mobile/components/language-switch';
import { useLocale } from '@/shared/i18n';

const icons = [
  <AppOutline key="o" />,
  <HistogramOutline key="p" />,
  <GiftOutline key="i" />,
  <FileOutline key="c" />,
  <UserOutline key="a" />,
];

/** Mobile layout: nav bar on top, the five main sections in a tab bar, the rest under "More". */
export default function MobileLayout() {
  // The frame (top bar, tab bar, "More" sheet) renders again in a newly chosen language.
  useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const getContainer = usePopupContainer();
  const [moreOpen, setMoreOpen] = useState(false);
  const tab = mobileTabFor(pathname);
  const back = useBackToParent();
  const sibling = useSiblingSite(true, (action) => {
    if (action.kind === 'overview') {
      window.scrollTo(0, 0);
      navigate(action.path);
    } else if (action.kind === 'navigate') window.location.assign(action.url);
    else showToast({ content: siblingSiteMessages.failed });
  });

  const right = (
    <>
      <HeaderActions />
      <button
        type="button"
        aria-label={shellMessages.sections.more}
        onClick={() => setMoreOpen(true)}
        className={styles.moreButton}
      >
        <MoreOutline />
      </button>
    </>
  );

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.top}>
        <TopBar
          title={mobileTitleFor(pathname)}
          fullTitle={mobileFullTitleFor(pathname)}
          back={isMobileTabRoot(pathname) ? undefined : { label: shellMessages.back, onBack: back }}
          right={right}
        />
      </header>
      <main
        className={styles.body}
        id={mainLandmark.id}
        tabIndex={mainLandmark.tabIndex}
        style={mainLandmark.style}
      >
        <Suspense fallback={<MobilePageLoading />}>
          <Outlet />
        </Suspense>
        <IdleWarning />
      </main>
      <nav className={styles.bottom} aria-label={shellMessages.menu.mainNavigation}>
        <TabBar activeKey={tab} onChange={(key) => navigate(key)} safeArea>
          {mobileTabs.map((item, index) => (
            <TabBar.Item key={item.key} icon={icons[index]} title={item.title()} />
          ))}
        </TabBar>
      </nav>
      <Popup
        visible={moreOpen}
        onMaskClick={() => setMoreOpen(false)}
        onClose={() => setMoreOpen(false)}
        getContainer={getContainer}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      >
        <List header={shellMessages.sections.more}>
          {mobileMoreLinks.map((link) => (
            <List.Item
              key={link.to}
              onClick={() => {
                setMoreOpen(false);
                navigate(link.to);
              }}
            >
              {link.title()}
            </List.Item>
          ))}
          {/* Only where it leaves the portal: in prod and dev it would just return to the overview. */}
          {debugConsoleLoaded() && (
            <List.Item
              onClick={() => {
                setMoreOpen(false);
                showDebugConsole();
              }}
            >
              {shellMessages.debugConsole}
            </List.Item>
          )}
          {siblingSiteLeavesPortal(currentEnvironment()) && (
            <List.Item
              onClick={() => {
                setMoreOpen(false);
                void sibling.go();
              }}
            >
              {siblingSiteMessages.link}
            </List.Item>
          )}
        </List>
        <LanguageList signedIn onChosen={() => setMoreOpen(false)} />
      </Popup>
    </div>
  );
}
