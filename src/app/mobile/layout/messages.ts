import english from '@/locales/en/mobile-layout.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the phone's frame (mobile only), from mobile-layout.json. `shortTitles` are
 * shorter titles for sections whose name is cut off in the top bar of a 360 px phone (the full name
 * stays the page's heading and the title's accessible name); `pullToRefresh` is what a list's
 * pull-to-refresh says while it is pulled, released and done; `join` puts a label and its value
 * together with the language's own punctuation ("Receipt: choose a file", "收据：选择文件"), and
 * `join.separator` goes between the items of a list (", ", "、").
 */
export const mobileMessages = defineMessages(english, (format) => ({
  join: {
    labelled: (label: string, value: string) => format('join.labelled', { label, value }),
    listed: (label: string, value: string) => format('join.listed', { label, value }),
    /** A label leading what follows it ("Terms: "). */
    lead: (label: string) => format('join.lead', { label }),
  },
}));
