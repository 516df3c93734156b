import enUS from 'antd/es/locale/en_US';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { activeLocale, registerLocaleResource } from '@/shared/i18n';
import type { UiLocale } from '@/shared/i18n';

/**
 * antd's own words (pagination, pickers, empty tables, modals) follow the portal's language
 * (docs/i18n.md). English is in the tree; Chinese loads when first chosen, in its own chunk.
 */
const packs: Partial<Record<UiLocale, AntdLocale>> = { en: enUS, 'en-XA': enUS };

async function loadPack(locale: UiLocale): Promise<void> {
  // The date library's names follow on their own (dayjs-following-language.ts).
  if (locale === 'zh-CN' && !packs['zh-CN']) {
    const pack = await import(/* webpackChunkName: "antd-locale-zh-CN" */ 'antd/es/locale/zh_CN');
    packs['zh-CN'] = pack.default;
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
