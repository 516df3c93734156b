import english from '@/locales/en/iboss-user.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the staff user-management screen (/iboss/user), from
 * src/locales/<language>/iboss-user.json. `nameSeparator` joins partner names in a cell.
 */
export const messages = defineMessages(english, (format) => ({
  editUser: (name: string) => format('editUser', { name }),
  confirmResetSecondFactor: (email: string) => format('confirmResetSecondFactor', { email }),
  secondFactorReset: (email: string) => format('secondFactorReset', { email }),
  moreFor: (name: string) => format('moreFor', { name }),
  created: (email: string) => format('created', { email }),
  resetSent: (email: string) => format('resetSent', { email }),
  confirmDisable: (email: string) => format('confirmDisable', { email }),
  totalItems: (total: number) => format('totalItems', { total }),
}));
