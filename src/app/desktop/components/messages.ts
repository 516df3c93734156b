import english from '@/locales/en/desktop-components.json';
import { defineMessages } from '@/shared/i18n';

/**
 * Language-dependent settings of the desktop's shared components, from
 * src/locales/<language>/desktop-components.json. `datePattern` is the dayjs pattern of a date box,
 * written as formatDate writes a day in that language (src/shared/format/date.ts).
 */
export const componentMessages = defineMessages(english);
