import english from '@/locales/en/iboss-staff-list.json';
import { defineMessages } from '@/shared/i18n';

/**
 * Text of the staff list page (components/staff-list): its count, selection and states, from
 * src/locales/<language>/iboss-staff-list.json.
 */
export const staffListMessages = defineMessages(english, (format) => ({
  count: (total: number) => format('count', { total }),
  selected: (count: number) => format('selected', { count }),
  selectRow: (name: string) => format('selectRow', { name }),
}));
