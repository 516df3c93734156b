import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import 'antd-mobile/es/global';
import { convertPx } from 'antd-mobile/es/utils/convert-px';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { TreeContext } from '@/app/routing/route-tree';
import { useLocale } from '@/shared/i18n';
import { antdMobileLocalePack, followLanguageInAntdMobile } from './antd-mobile-locale';
import { ACCESSIBLE_COLORS, BRAND_PRIMARY } from './theme';

export interface AntdMobileIsolation {
  Providers: (props: { children: ReactNode }) => ReactNode;
  teardown: () => void;
}

/** antd-mobile's two pixel testers (module-level in antd-mobile, created once per page). */
let pxTesters: Element[] = [];

/**
 * antd-mobile measures px with two `div.adm-px-tester` it appends to document.body, sized by its
 * global sheet, which is scoped to our wrapper: in the body they measure 0 (pull to refresh had a
 * 0 px head) and stay in the host's document. They are created here, before any component asks,
 * and live in the wrapper; leaving takes them along, the next mount puts them back.
 */
function adoptPxTesters(wrapper: HTMLElement): void {
  if (pxTesters.length === 0) {
    const before = new Set(document.querySelectorAll('div.adm-px-tester'));
    convertPx(1);
    pxTesters = [...document.querySelectorAll('div.adm-px-tester')].filter((el) => !before.has(el));
  }
  wrapper.append(...pxTesters);
}

/**
 * antd-mobile inside a host. Its global sheet is scoped to the wrapper at build time
 * (postcss.config.js). Every imperative Toast, Dialog and Modal goes through antd-mobile's render
 * hook: its holder is moved into the wrapper, rendered with React 19's createRoot, and tracked,
 * so unmount removes whatever is still open without importing those components up front.
 */
export function createAntdMobileIsolation({ popupContainer }: TreeContext): AntdMobileIsolation {
  const holders = new Map<Element | DocumentFragment, Root>();
  popupContainer.style.setProperty('--adm-color-primary', BRAND_PRIMARY);
  // antd-mobile's weak (#999) and light (#ccc) text fail WCAG AA contrast; see ACCESSIBLE_COLORS.
  popupContainer.style.setProperty('--adm-color-weak', ACCESSIBLE_COLORS.weakText);
  popupContainer.style.setProperty('--adm-color-light', ACCESSIBLE_COLORS.placeholder);
  popupContainer.style.setProperty('--adm-color-success', ACCESSIBLE_COLORS.success);
  popupContainer.style.setProperty('--adm-color-warning', ACCESSIBLE_COLORS.warning);
  popupContainer.style.setProperty('--adm-color-danger', ACCESSIBLE_COLORS.error);
  popupContainer.style.setProperty('--adm-color-wathet', ACCESSIBLE_COLORS.checkedTint);
  const stopFollowingLanguage = followLanguageInAntdMobile();
  adoptPxTesters(popupContainer);

  unstableSetRender((node, holder) => {
    popupContainer.appendChild(holder);
    const root = createRoot(holder);
    holders.set(holder, root);
    root.render(node);
    return async () => {
      // antd-mobile closes from inside its own effects; defer so React is not mid-render.
      await Promise.resolve();
      if (!holders.delete(holder)) return;
      root.unmount();
    };
  });

  const teardown = () => {
    stopFollowingLanguage();
    holders.forEach((root, holder) => {
      root.unmount();
      holder.parentNode?.removeChild(holder);
    });
    holders.clear();
    pxTesters.forEach((tester) => tester.remove());
  };

  return {
    Providers: function Providers({ children }) {
      // Renders again on a language change, so antd-mobile's own words follow it.
      useLocale();
      return <ConfigProvider locale={antdMobileLocalePack()}>{children}</ConfigProvider>;
    },
    teardown,
  };
}
