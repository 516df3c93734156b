import { overviewMessages } from '@/app/messages/overview';
import english from '@/locales/en/iboss-df-detail.json';
import { defineMessages } from '@/shared/i18n';

/**
 * User-facing text of the staff development-fund screen (/iboss/df/detail), from
 * src/locales/<language>/iboss-df-detail.json; the claim statuses are the overview's, so partners
 * and staff name them alike. `actions` heads a column of buttons (screen readers only).
 */
export const messages = defineMessages(english, (format) => ({
  inUsd: (value: string) => format('inUsd', { value }),
  adjustLabel: (name: string) => format('adjustLabel', { name }),
  budgetAmount: (currency: string) => format('budgetAmount', { currency }),
  budgetBounds: (min: string, max: string) => format('budgetBounds', { min, max }),
  budgetCommitted: (committed: string) => format('budgetCommitted', { committed }),
  budgetOverMax: (max: string) => format('budgetOverMax', { max }),
  budgetBelowCommitted: (committed: string) => format('budgetBelowCommitted', { committed }),
  historyOf: (name: string) => format('historyOf', { name }),
  historyCreated: (amount: string) => format('historyCreated', { amount }),
  historyChanged: (from: string, to: string) => format('historyChanged', { from, to }),
  historyReason: (reason: string) => format('historyReason', { reason }),
  deleteBudgetLabel: (name: string) => format('deleteBudgetLabel', { name }),
  deleteBudgetTitle: (name: string) => format('deleteBudgetTitle', { name }),
  historyLabel: (name: string) => format('historyLabel', { name }),
  waitingDays: (days: number) => format('waitingDays', { days }),
  oldestNote: (date: string, days: number) => format('oldestNote', { date, days }),
  openClaim: (claimNo: string) => format('openClaim', { claimNo }),
  totalItems: (total: number) => format('totalItems', { total }),
  claimStatuses: overviewMessages.claimStatuses,
  drawerTitle: (claimNo: string) => format('drawerTitle', { claimNo }),
  download: (fileName: string) => format('download', { fileName }),
  by: (who: string) => format('by', { who }),
  approveAmount: (currency: string) => format('approveAmount', { currency }),
  approveHint: (max: string) => format('approveHint', { max }),
  amountOverMax: (max: string) => format('amountOverMax', { max }),
}));
