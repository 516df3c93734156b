import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { MenuProps } from 'antd';
import type { Locale } from '@contract/shared/locale-tags';
import { languageMessages } from '@/app/messages/languages';
import { chooseLanguage, switchableLocales } from '@/domains/session/language';
import { activeLocale, useLocale } from '@/shared/i18n';
import styles from './language-switch.module.css';

const KEY_PREFIX = 'language:';

/**
 * The account menu's language entries: a group naming each language in itself (docs/i18n.md). A
 * group, not a hover submenu: one click from the open menu, with no popup to keep open on the way.
 */
export function languageMenuItem(): NonNullable<MenuProps['items']>[number] {
  const current = activeLocale();
  return {
    key: 'language',
    type: 'group',
    label: (
      <span>
        <GlobalOutlined aria-hidden /> {languageMessages.label}
      </span>
    ),
    children: switchableLocales.map((locale) => ({
      key: `${KEY_PREFIX}${locale}`,
      label: (
        <span lang={locale}>
          {languageMessages.names[locale]}
          {locale === current ? <CheckOutlined className={styles.tick} aria-hidden /> : null}
        </span>
      ),
    })),
  };
}

/** Handles a click on one of languageMenuItem's entries; false for any other key. */
export function chooseFromMenu(key: string, signedIn: boolean): boolean {
  if (!key.startsWith(KEY_PREFIX)) return false;
  void chooseLanguage(key.slice(KEY_PREFIX.length) as Locale, signedIn);
  return true;
}

/** The sign-in pages' switch: each language as a link-styled button, the current one pressed. */
export function LanguageLinks() {
  const current = useLocale();
  return (
    <nav aria-label={languageMessages.choose}>
      <Space size={4} wrap>
        {switchableLocales.map((locale) => (
          <Button
            key={locale}
            type="link"
            size="small"
            lang={locale}
            aria-pressed={locale === current}
            disabled={locale === current}
            onClick={() => void chooseLanguage(locale, false)}
          >
            {languageMessages.names[locale]}
          </Button>
        ))}
      </Space>
    </nav>
  );
}
