import enUS from 'antd/es/locale/en_US';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { activeLocale, registerLocaleResource } from '@/shared/i18n';
import type { UiLocale } from '@/shared/i18n';

/**
 * antd's own words (pagination, pickers, empty tables, modals) and the date library's month and
 * day names follow the portal's language (docs/i18n.md). English is in the tree; Chinese loads
 * when first chosen, in its own chunks.
 */
const packs: Partial<Record<UiLocale, AntdLocale>> = { en: enUS, 'en-XA': enUS };

async function loadPack(locale: UiLocale): Promise<void> {
  if (locale === 'zh-CN') {
    if (!packs['zh-CN']) {
      const [pack] = await Promise.all([
        import(/* webpackChunkName: "antd-locale-zh-CN" */ 'antd/es/locale/zh_CN'),
        import(/* webpackChunkName: "antd-locale-zh-CN" */ 'dayjs/locale/zh-cn'),
      ]);
      packs['zh-CN'] = pack.default;
    }
    const { default: dayjs } = await import(/* webpackChunkName: "dayjs" */ 'dayjs');
    dayjs.locale('zh-cn');
  } else if (packs['zh-CN']) {
    // Chinese was shown before: the date library goes back to English too.
    const { default: dayjs } = await import(/* webpackChunkName: "dayjs" */ 'dayjs');
    dayjs.locale('en');
  }
}

/** Loads antd's pack with each language change; returns the unregister for the tree's teardown. */
export function followLanguageInAntd(): () => void {
  return registerLocaleResource(loadPack);
}

/** antd's pack for the language shown now (read while rendering). */
export function antdLocalePack(): AntdLocale {
  return packs[activeLocale()] ?? enUS;
}
