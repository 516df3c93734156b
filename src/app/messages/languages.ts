import english from '@/locales/en/app-languages.json';
import { defineMessages } from '@/shared/i18n';

/** The language switch's words; each language is named in itself, so anyone can find their own. */
export const languageMessages = defineMessages(english);
