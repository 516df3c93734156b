import english from '@/locales/en/desktop-documents.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the desktop document screens beside the shared documentMessages, from
 * src/locales/<language>/desktop-documents.json.
 */
export const messages = defineMessages(english, (format) => ({
  latestOffer: (period: string) => format('latestOffer', { period }),
  /** The viewer's zoom: scale 1 fits the page to the frame's width, whatever its own size. */
  zoomOfFit: (scale: number): string =>
    scale === 1 ? format('fitWidth') : format('zoomOfFit', { percent: Math.round(scale * 100) }),
}));
