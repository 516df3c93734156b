import type { ContractState } from '@contract/document/constants';
import english from '@/locales/en/app-documents.json';
import { defineMessages } from '@/shared/i18n';

/**
 * Text of the contracts, business-insights and newsletter screens and of the PDF viewer, shared by
 * both trees (src/locales/<language>/app-documents.json). Version numbers and page numbers go in
 * as text where nothing pluralises on them, so no thousands separator appears in "v1000".
 */
export const documentMessages = defineMessages(english, (format) => ({
  expiresIn: (days: number) => format('expiresIn', { days }),
  expiredAgo: (days: number) => format('expiredAgo', { days }),
  readMark: (version: number) => format('readMark', { version: String(version) }),
  version: (version: number) => format('version', { version: String(version) }),
  versionNote: (version: number, note: string | null) =>
    note
      ? format('versionNote', { version: String(version), note })
      : format('version', { version: String(version) }),
  readOn: (date: string) => format('readOn', { date }),
  viewer: {
    pageOf: (page: number, count: number | null) =>
      count
        ? format('viewer.pageOf', { page: String(page), count: String(count) })
        : format('viewer.page', { page: String(page) }),
    page: (page: number) => format('viewer.page', { page: String(page) }),
    zoom: (scale: number) => format('viewer.zoom', { percent: String(Math.round(scale * 100)) }),
    pageImage: (title: string, page: number) => format('viewer.pageImage', { title, page: String(page) }),
  },
}));

// Every contract state has its name (a type check only).
english.states satisfies Record<ContractState, string>;
