import { REMEMBER_DEVICE_DAYS } from '@contract/second-factor/constants';
import english from '@/locales/en/domain-second-factor.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the second factor (both trees): sign-in step, enrolment, account page; from
 * src/locales/<language>/domain-second-factor.json.
 */
export const secondFactorMessages = defineMessages(english, (format) => ({
  recovery: {
    left: (n: number) => format('recovery.left', { n }),
  },
  fields: {
    remember: () => format('fields.remember', { days: REMEMBER_DEVICE_DAYS }),
  },
  account: {
    recoveryLeft: (n: number) => format('account.recoveryLeft', { n }),
    devices: (n: number) => format('account.devices', { n }),
  },
}));
