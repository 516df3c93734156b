import { msg } from '@server/i18n/messages';
import type { AlertMetric, AlertPeriod } from '@contract/alert/constants';
import type { NotificationLinkType } from '@contract/notification/schemas';

/** Texts of the alert calls and of what the rules send: the bell's notifications and the mails. */

const STATUS_WORDS: Record<string, string> = {
  SUBMITTED: 'Submitted',
  UNDER_REVIEW: 'Under review',
  APPROVED: 'Approved',
  PAID: 'Paid',
  REJECTED: 'Rejected',
};
const status = (code: string) => STATUS_WORDS[code] ?? code;

const monthName = (start: string) =>
  new Date(`${start.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const figure = (metric: AlertMetric, value: number) =>
  metric === 'VOLUME'
    ? value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    : `${Math.round(value).toLocaleString('en-US')} transactions`;

const periodName = (period: AlertPeriod, start: string) =>
  period === 'MONTH' ? monthName(start) : `the week of ${start}`;

export interface FigureMove {
  metric: AlertMetric;
  period: AlertPeriod;
  country: string | null;
  partnerName: string;
  start: string;
  previousStart: string;
  current: number;
  previous: number;
  changePercent: number;
  thresholdPercent: number;
}

export const ALERT_MESSAGES = {
  tooManyRules: (max: number) => msg('alert.tooManyRules', { max }),
  ruleNotFound: msg('alert.ruleNotFound'),

  figureTitle: (m: FigureMove) =>
    `${m.metric === 'VOLUME' ? 'Volume' : 'Transactions'} ${m.changePercent >= 0 ? 'up' : 'down'} ${Math.abs(
      m.changePercent,
    ).toFixed(1)}% in ${periodName(m.period, m.start)}`,
  figureReason: (m: FigureMove) =>
    `${m.partnerName}, ${m.country ?? 'all countries'}: ${figure(m.metric, m.current)} in ${periodName(
      m.period,
      m.start,
    )} against ${figure(m.metric, m.previous)} in ${periodName(m.period, m.previousStart)}, a move of more than your ${
      m.thresholdPercent
    }%.`,
  contractTitle: (days: number) =>
    days === 0 ? 'A contract expires today' : `A contract expires in ${days} day${days === 1 ? '' : 's'}`,
  contractReason: (title: string, expiry: string, within: number) =>
    `"${title}" expires on ${expiry}, within the ${within} days you asked to be told.`,
  claimTitle: (claimNo: string, to: string) => `Claim ${claimNo} is now ${status(to)}`,
  claimReason: (title: string, claimNo: string, from: string, to: string) =>
    `"${title}" (claim ${claimNo}) moved from ${status(from)} to ${status(to)}.`,
  documentTitle: (kind: 'NEWSLETTER' | 'QBR') =>
    kind === 'QBR' ? 'A new QBR is out' : 'A new newsletter is out',
  documentReason: (title: string, period: string | null) =>
    `"${title}"${period ? ` (${period})` : ''} is published in Business insights.`,

  immediateSubject: (title: string) => `Alert: ${title}`,
  dailySubject: (count: number) => `Your alerts: ${count} new since the last summary`,
  mailFooter: 'You set this alert in the partner portal; change or pause it under Alerts.',
} as const;

/** The portal page an alert's notification (and mail) leads to. */
export function alertLinkPath(linkType: NotificationLinkType, linkTarget: string | null): string {
  switch (linkType) {
    case 'PERFORMANCE_INSIGHTS':
      return '/performance-insights';
    case 'CONTRACT':
      return '/contracts';
    case 'INCENTIVE':
      return '/exclusive-incentives';
    case 'BUSINESS_INSIGHTS':
      return `/business-insights/${linkTarget ?? 'Newsletter'}`;
    default:
      return '/alerts';
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
