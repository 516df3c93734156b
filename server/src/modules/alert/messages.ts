import type { Locale } from '@contract/shared/locale';
import { ALERT_LIMITS } from '@contract/alert/constants';
import type { AlertRuleField } from '@contract/alert/rules';
import { formatDay, msg, t, type Msg } from '@server/i18n/messages';
import type { AlertMetric, AlertPeriod } from '@contract/alert/constants';
import type { NotificationLinkType } from '@contract/notification/schemas';

/** Texts of the alert calls and of what the rules send: the bell's notifications and the mails. */

/** A month by name in the reader's language: "February 2026", "2026年2月". */
const monthName = (locale: Locale, start: string) =>
  new Date(`${start.slice(0, 7)}-01T00:00:00Z`).toLocaleString(locale === 'en' ? 'en-US' : locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Volume in US dollars, or a count of transactions, in the reader's number format. */
const figure = (locale: Locale, metric: AlertMetric, value: number) =>
  metric === 'VOLUME'
    ? value.toLocaleString(locale === 'en' ? 'en-US' : locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      })
    : t(locale, 'alert.transactionCount', { count: Math.round(value) });

const periodName = (locale: Locale, period: AlertPeriod, start: string) =>
  period === 'MONTH' ? monthName(locale, start) : t(locale, 'alert.weekOf', { start: day(locale, start) });

/** English keeps the ISO date its texts always had; other languages get the date written out. */
const day = (locale: Locale, iso: string) => (locale === 'en' ? iso : formatDay(locale, iso));

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

/**
 * Alert texts in the rule owner's language (docs/i18n.md): the bell's notification keeps the text
 * it was written in, the mails add subject and footer in the recipient's language.
 */
export const ALERT_MESSAGES = {
  tooManyRules: (max: number) => msg('alert.tooManyRules', { max }),
  ruleNotFound: msg('alert.ruleNotFound'),

  figureTitle: (locale: Locale, m: FigureMove) =>
    t(locale, 'alert.figureTitle', {
      metric: m.metric,
      direction: m.changePercent >= 0 ? 'up' : 'down',
      percent: Math.abs(m.changePercent).toFixed(1),
      period: periodName(locale, m.period, m.start),
    }),
  figureReason: (locale: Locale, m: FigureMove) =>
    t(locale, 'alert.figureReason', {
      partnerName: m.partnerName,
      country: m.country ?? 'ALL',
      current: figure(locale, m.metric, m.current),
      period: periodName(locale, m.period, m.start),
      previous: figure(locale, m.metric, m.previous),
      previousPeriod: periodName(locale, m.period, m.previousStart),
      threshold: m.thresholdPercent,
    }),
  contractTitle: (locale: Locale, days: number) => t(locale, 'alert.contractTitle', { days }),
  contractReason: (locale: Locale, title: string, expiry: string, within: number) =>
    t(locale, 'alert.contractReason', { title, expiry: day(locale, expiry), within }),
  claimTitle: (locale: Locale, claimNo: string, to: string) => t(locale, 'alert.claimTitle', { claimNo, to }),
  claimReason: (locale: Locale, title: string, claimNo: string, from: string, to: string) =>
    t(locale, 'alert.claimReason', { title, claimNo, from, to }),
  documentTitle: (locale: Locale, kind: 'NEWSLETTER' | 'QBR') => t(locale, 'alert.documentTitle', { kind }),
  documentReason: (locale: Locale, title: string, period: string | null) =>
    t(locale, 'alert.documentReason', { title, period: period ?? 'NONE' }),

  immediateSubject: (locale: Locale, title: string) => t(locale, 'alert.immediateSubject', { title }),
  dailySubject: (locale: Locale, count: number) => t(locale, 'alert.dailySubject', { count }),
  mailFooter: (locale: Locale) => t(locale, 'alert.mailFooter'),
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

/** A refused rule's field message (contract/alert/rules.ts gives the English) in the reader's language. */
export function alertFieldMessage(field: AlertRuleField): Msg {
  switch (field) {
    case 'thresholdPercent':
      return msg('alert.field.thresholdPercent', {
        min: ALERT_LIMITS.thresholdMin,
        max: ALERT_LIMITS.thresholdMax,
      });
    case 'withinDays':
      return msg('alert.field.withinDays', {
        min: ALERT_LIMITS.withinDaysMin,
        max: ALERT_LIMITS.withinDaysMax,
      });
    default:
      return msg(`alert.field.${field}`);
  }
}
