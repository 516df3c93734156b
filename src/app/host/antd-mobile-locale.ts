import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { activeLocale, registerLocaleResource } from '@/shared/i18n';
import type { UiLocale } from '@/shared/i18n';

type MobileLocale = typeof enUS;

/**
 * antd-mobile's own words (pull to refresh, dialogs' buttons, empty states, pickers) follow the
 * portal's language (docs/i18n.md). English is in the tree; Chinese loads when first chosen.
 */
const packs: Partial<Record<UiLocale, MobileLocale>> = { en: enUS, 'en-XA': enUS };

async function loadPack(locale: UiLocale): Promise<void> {
  if (locale === 'zh-CN' && !packs['zh-CN']) {
    const pack = await import(
      /* webpackChunkName: "antd-mobile-locale-zh-CN" */ 'antd-mobile/es/locales/zh-CN'
    );
    packs['zh-CN'] = pack.default;
  }
  // Imperative toasts and dialogs read the default configuration, not the provider.
  setDefaultConfig({ locale: packs[locale] ?? enUS });
}

export function followLanguageInAntdMobile(): () => void {
  return registerLocaleResource(loadPack);
}

/** antd-mobile's pack for the language shown now (read while rendering). */
export function antdMobileLocalePack(): MobileLocale {
  return packs[activeLocale()] ?? enUS;
}
