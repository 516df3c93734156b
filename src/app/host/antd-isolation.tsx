import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { IconProvider } from '@ant-design/icons';
import { clearContainerCache } from '@rc-component/util/es/Dom/dynamicCSS';
import { ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import type { TreeContext } from '@/app/routing/route-tree';
import { useLocale } from '@/shared/i18n';
import { antdLocalePack, followLanguageInAntd } from './antd-locale';
import {
  ACCESSIBLE_COLORS,
  ANTD_ICON_PREFIX,
  ANTD_PREFIX,
  BRAND_PRIMARY,
  BRAND_RADIUS,
  FONT_FAMILY,
} from './theme';

export const desktopTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorSuccess: ACCESSIBLE_COLORS.success,
    colorWarning: ACCESSIBLE_COLORS.warning,
    colorError: ACCESSIBLE_COLORS.error,
    colorSuccessBg: ACCESSIBLE_COLORS.successBg,
    colorSuccessBorder: ACCESSIBLE_COLORS.successBorder,
    colorWarningBg: ACCESSIBLE_COLORS.warningBg,
    colorWarningBorder: ACCESSIBLE_COLORS.warningBorder,
    colorErrorBg: ACCESSIBLE_COLORS.errorBg,
    colorErrorBorder: ACCESSIBLE_COLORS.errorBorder,
    colorTextTertiary: ACCESSIBLE_COLORS.weakText,
    colorTextDescription: ACCESSIBLE_COLORS.weakText,
    colorTextPlaceholder: ACCESSIBLE_COLORS.placeholder,
    borderRadius: BRAND_RADIUS,
    fontFamily: FONT_FAMILY,
    // The portal's one link rule (portal-reset.ts): brand colour, underlined in content.
    linkDecoration: 'underline',
    linkHoverDecoration: 'underline',
  },
  components: { Layout: { headerHeight: 56 } },
};

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
 * antd's ConfigProvider already writes the same rules for our icon prefix into the container, so
 * the icons' own injection is turned off.
 */
const iconContext = { prefixCls: ANTD_ICON_PREFIX, zeroRuntime: true };

/**
 * antd inside a host: own class prefixes, CSS-in-JS written into the app's container (a fresh
 * cache per mount, so a remount writes its styles again) and popups rendered inside the container.
 * The CSS-in-JS layer's style writer remembers every container it wrote into (a module-level map);
 * unmount empties it, or each mount's container, and through it the whole detached app, would stay
 * alive.
 */
export function createAntdIsolation({ popupContainer, styleContainer }: TreeContext): AntdIsolation {
  const cache = createCache();
  const getPopupContainer = () => popupContainer;

  const kit = (children: ReactNode) => (
    <StyleProvider container={styleContainer} cache={cache}>
      <ConfigProvider
        prefixCls={ANTD_PREFIX}
        iconPrefixCls={ANTD_ICON_PREFIX}
        theme={desktopTheme}
        locale={antdLocalePack()}
        getPopupContainer={getPopupContainer}
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
    theme: desktopTheme,
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

/**
 * A nested antd theme for one part of a screen. antd's ConfigProvider gives the icons under it a new
 * icon context without the zero-runtime flag, so they would write their base sheet into the
 * document's head: inside a host that is qiankun's head of this mount, which the icons' own style
 * cache then keeps, with the whole left app page, after unmount (`npm run bench:mount`, popups
 * scenario). The app's icon context is given again under it.
 */
export function NestedTheme({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <IconProvider value={iconContext}>{children}</IconProvider>
    </ConfigProvider>
  );
}
