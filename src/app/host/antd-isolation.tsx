import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import { clearContainerCache } from '@rc-component/util/es/Dom/dynamicCSS';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
// The theme's variables, the shared reset and the icons' rules; each component's sheet comes with
// the component's own modules (scripts/antd-styles/sheet-loader.cjs).
import 'antd-prebuilt-styles/base.css';
import type { TreeContext } from '@/app/routing/route-tree';
import { useLocale } from '@/shared/i18n';
import { antdLocalePack, followLanguageInAntd } from './antd-locale';
import { frontAntdSheets } from './antd-sheets';
import { desktopTheme } from './desktop-theme';
import { ANTD_ICON_PREFIX, ANTD_PREFIX } from './theme';

/**
 * antd generates no styles at run time: its sheets for this prefix and theme are built ahead of time
 * (docs/embedding.md, "Styles").
 */
const runtimeTheme: ThemeConfig = { ...desktopTheme, zeroRuntime: true };

/**
 * antd spaces out a two-character Chinese label ("保 存"): the visible text then no longer matches
 * the button's accessible name (WCAG 2.5.3, the accessibility gate in Chinese), and readers see a
 * gap the translation did not write.
 */
const BUTTON_CONFIG = { autoInsertSpace: false };

export interface AntdIsolation {
  Providers: (props: { children: ReactNode }) => ReactNode;
  teardown: () => void;
}

// The static APIs are imported only when one of them is on screen at unmount: importing them up
// front would put Modal, message and notification into the shell's first load, and calling their
// destroy() when unused would create a holder just to empty it. Screens should prefer the in-tree
// hooks (message.useMessage, Modal.useModal), which render inside the container by themselves.
const staticApis = () =>
  Promise.all([
    import(/* webpackChunkName: "antd-static-modal" */ 'antd/es/modal'),
    import(/* webpackChunkName: "antd-static-message" */ 'antd/es/message'),
    import(/* webpackChunkName: "antd-static-notification" */ 'antd/es/notification'),
  ]).then(([modal, message, notification]) => ({
    Modal: modal.default,
    message: message.default,
    notification: notification.default,
  }));

function destroyOpenStaticPopups(): void {
  const shown = (suffix: string) => document.querySelector(`.${ANTD_PREFIX}-${suffix}`) !== null;
  const open = { modal: shown('modal-root'), message: shown('message'), notification: shown('notification') };
  if (!open.modal && !open.message && !open.notification) return;
  staticApis().then(
    ({ Modal, message, notification }) => {
      if (open.modal) Modal.destroyAll();
      if (open.message) message.destroy();
      if (open.notification) notification.destroy();
    },
    () => undefined,
  );
}

/**
 * @ant-design/icons would write its base sheet into document.head (it has no container option);
 * the same rules for our icon prefix are in the prebuilt base sheet, so the icons' own injection is
 * turned off.
 */
const iconContext = { prefixCls: ANTD_ICON_PREFIX, zeroRuntime: true };

/**
 * antd inside a host: own class prefixes, prebuilt sheets that reach the container as the app's
 * other style chunks do (src/app/host/style-host.ts), a fresh CSS-in-JS cache per mount (it still
 * computes the theme's tokens) and popups rendered inside the container. @rc-component/util's style
 * writer remembers every container it wrote into (a module-level map); unmount empties it, or each
 * mount's container, and through it the whole detached app, would stay alive.
 */
export function createAntdIsolation({ popupContainer, styleContainer }: TreeContext): AntdIsolation {
  const cache = createCache();
  const getPopupContainer = () => popupContainer;
  frontAntdSheets(styleContainer);

  const kit = (children: ReactNode) => (
    <StyleProvider container={styleContainer} cache={cache}>
      <ConfigProvider
        prefixCls={ANTD_PREFIX}
        iconPrefixCls={ANTD_ICON_PREFIX}
        theme={runtimeTheme}
        locale={antdLocalePack()}
        getPopupContainer={getPopupContainer}
        button={BUTTON_CONFIG}
        getTargetContainer={getPopupContainer}
      >
        <IconProvider value={iconContext}>{children}</IconProvider>
      </ConfigProvider>
    </StyleProvider>
  );

  // Static holders (Modal.confirm, message.x) get our prefix, theme, style container and popup
  // container through holderRender. It stays set after unmount, pointing at detached nodes, so a
  // late close never writes into the host's head; the next mount replaces it.
  ConfigProvider.config({
    prefixCls: ANTD_PREFIX,
    iconPrefixCls: ANTD_ICON_PREFIX,
    theme: runtimeTheme,
    holderRender: kit,
  });

  const stopFollowingLanguage = followLanguageInAntd();

  const teardown = () => {
    stopFollowingLanguage();
    destroyOpenStaticPopups();
    clearContainerCache();
  };

  // Renders again on a language change, so antd's own words follow it.
  function Providers({ children }: { children: ReactNode }) {
    useLocale();
    return kit(children);
  }
  return { Providers, teardown };
}
