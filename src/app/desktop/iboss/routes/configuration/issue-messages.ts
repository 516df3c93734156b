import english from '@/locales/en/iboss-issues.json';
import { defineMessages } from '@/shared/i18n';

/**
 * Text of the business insights by issue (/iboss/configuration), from
 * src/locales/<language>/iboss-issues.json. `nameSeparator` joins partner names in a sentence.
 */
export const issueMessages = defineMessages(english, (format) => ({
  reachCount: (published: number, all: number) => format('reachCount', { published, all }),
  manageFor: (title: string, period: string) => format('manageFor', { title, period }),
  drawerTitle: (title: string, period: string) => format('drawerTitle', { title, period }),
  count: (total: number) => format('count', { total }),
  confirmWithdrawIssues: (count: number) => format('confirmWithdrawIssues', { count }),
  confirmPublishIssues: (count: number) => format('confirmPublishIssues', { count }),
  withdrawn: (count: number) => format('withdrawn', { count }),
  publishedAgain: (count: number) => format('publishedAgain', { count }),
  selectPartner: (name: string) => format('selectPartner', { name }),
  confirmWithdrawPartners: (title: string, names: string[]) =>
    format('confirmWithdrawPartners', { title, names: names.join(format('nameSeparator')) }),
  confirmPublishPartners: (title: string, names: string[]) =>
    format('confirmPublishPartners', { title, names: names.join(format('nameSeparator')) }),
  versionsOf: (partner: string) => format('versionsOf', { partner }),
}));
