import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import type { TreeContext } from './route-tree';
import { ANTD_ICON_PREFIX, ANTD_PREFIX, BRAND_PRIMARY, BRAND_RADIUS } from './theme';

export const desktopTheme: ThemeConfig = {
  token: { colorPrimary: BRAND_PRIMARY, colorInfo: BRAND_PRIMARY, borderRadius: BRAND_RADIUS },
  components: { Layout: { headerHeight: 56 } },
};

export interface AntdIsolation {
  Providers: (props: { children: ReactNode }) => ReactNode;
  teardown: () => void;
}

// The static APIs are imported on demand: the shell's first load stays free of Modal, message
// and notification, and a page that uses them has loaded them already by the time we clean up.
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

/**
 * @ant-design/icons writes its base sheet into document.head (it has no container option). It is
 * ours when it carries our icon prefix: take it out with the app; the next mount writes it again.
 */
function removeIconBaseStyle(): void {
  document.head.querySelectorAll('style[rc-util-key="@ant-design-icons"]').forEach((style) => {
    if (style.textContent?.includes(`.${ANTD_ICON_PREFIX} `)) style.remove();
  });
}

/**
 * antd inside a host: own class prefixes, CSS-in-JS written into the app's container (a fresh
 * cache per mount, so a remount writes its styles again), popups rendered inside the container,
 * and the static Modal/message/notification holders given the same container, theme and prefix.
 */
export function createAntdIsolation({ popupContainer, styleContainer }: TreeContext): AntdIsolation {
  const cache = createCache();
  const getPopupContainer = () => popupContainer;
  let active = true;

  const kit = (children: ReactNode) => (
    <StyleProvider container={styleContainer} cache={cache}>
      <ConfigProvider
        prefixCls={ANTD_PREFIX}
        iconPrefixCls={ANTD_ICON_PREFIX}
        theme={desktopTheme}
        locale={enUS}
        getPopupContainer={getPopupContainer}
        getTargetContainer={getPopupContainer}
      >
        {children}
      </ConfigProvider>
    </StyleProvider>
  );

  ConfigProvider.config({
    prefixCls: ANTD_PREFIX,
    iconPrefixCls: ANTD_ICON_PREFIX,
    theme: desktopTheme,
    holderRender: kit,
  });
  staticApis().then(
    ({ message, notification }) => {
      if (!active) return;
      message.config({ getContainer: getPopupContainer });
      notification.config({ getContainer: getPopupContainer });
    },
    () => undefined,
  );

  const teardown = () => {
    active = false;
    removeIconBaseStyle();
    ConfigProvider.config({ holderRender: undefined });
    staticApis().then(
      ({ Modal, message, notification }) => {
        Modal.destroyAll();
        message.destroy();
        notification.destroy();
      },
      () => undefined,
    );
  };

  return { Providers: ({ children }) => kit(children), teardown };
}
