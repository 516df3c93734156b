import { Button, List, Space } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { languageMessages } from '@/app/messages/languages';
import { chooseLanguage, switchableLocales } from '@/domains/session/language';
import { useLocale } from '@/shared/i18n';

/** The More sheet's languages, each named in itself, the current one ticked (docs/i18n.md). */
export function LanguageList({ signedIn, onChosen }: { signedIn: boolean; onChosen?: () => void }) {
  const current = useLocale();
  return (
    <List header={languageMessages.label}>
      {switchableLocales.map((locale) => (
        <List.Item
          key={locale}
          extra={locale === current ? <CheckOutline aria-hidden /> : undefined}
          aria-current={locale === current ? 'true' : undefined}
          onClick={() => {
            onChosen?.();
            void chooseLanguage(locale, signedIn);
          }}
        >
          <span lang={locale}>{languageMessages.names[locale]}</span>
        </List.Item>
      ))}
    </List>
  );
}

/** The sign-in pages' switch: each language as a small button, the current one pressed. */
export function LanguageButtons() {
  const current = useLocale();
  return (
    <nav aria-label={languageMessages.choose}>
      <Space wrap>
        {switchableLocales.map((locale) => (
          <Button
            key={locale}
            size="mini"
            fill="none"
            color="primary"
            aria-pressed={locale === current}
            disabled={locale === current}
            onClick={() => void chooseLanguage(locale, false)}
          >
            <span lang={locale}>{languageMessages.names[locale]}</span>
          </Button>
        ))}
      </Space>
    </nav>
  );
}
