import { msg } from '@server/i18n/messages';

/**
 * What a partner reads in the Target column of their operation log for a staff content change:
 * titles and keys as written, the words around them in the reader's language (docs/i18n.md).
 */
export const STAFF_LOG_TARGETS = {
  /** The setting keys that changed, and whether the change was for every partner or this one. */
  settings: (keys: readonly string[], forAll: boolean) =>
    msg('log.settingsChange', { keys: keys.join(', '), scope: forAll ? 'ALL' : 'ONE' }),
  carouselMove: (title: string, direction: 'UP' | 'DOWN') => msg('log.carouselMove', { title, direction }),
  documentVersion: (title: string, version: number) => msg('log.documentVersion', { title, version }),
  insight: (title: string, period: string) => `${title} (${period})`,
} as const;
