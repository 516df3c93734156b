import type { Queryable } from '@server/db/database';
import type { Mailer } from '@server/plugins/mail-plugin';
import { newId } from '@server/security/tokens';
import { recipientLocale } from '@server/i18n/request-locale';
import { alertRepository } from './repository';
import type { ActiveRule, AlertFiring, AlertRepository, DueMail, RuleScope } from './repository';
import { ALERT_MESSAGES, alertLinkPath, escapeHtml } from './messages';

/**
 * Alert evaluation (docs/alerts.md): each unpaused rule looks at the partner's data as it is now
 * and names what it would report by an event key; a key the rule has reported before is skipped
 * (alert_events' unique key), so running it again, from an event hook, the schedule or a second
 * process, never alerts twice.
 */

export interface AlertDeps {
  db: Queryable;
  mailer: Mailer;
  now: Date;
  /** Rules to look at; all when absent. */
  scope?: RuleScope;
  /** The portal's address for the mails' links (config.publicUrl); links are left out without it. */
  publicUrl?: string;
  /** Where failed sends are reported (they are retried on the next run). */
  log?: { warn(details: object, message: string): void };
}

type Candidate = Omit<AlertFiring, 'eventId' | 'notificationId' | 'rule' | 'now' | 'linkPath'>;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const monthBefore = (start: string) => {
  const d = new Date(`${start}T00:00:00Z`);
  return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)));
};

/** The first day of the last complete ISO week (Monday to Sunday) before `now`. */
function lastWeekStart(now: Date): string {
  const today = startOfDay(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return isoDay(new Date(today.getTime() - (sinceMonday + 7) * DAY_MS));
}

async function figureCandidates(repo: AlertRepository, rule: ActiveRule, now: Date): Promise<Candidate[]> {
  const locale = recipientLocale(rule.locale);
  const { metric, period, thresholdPercent } = rule;
  if (!metric || !period || thresholdPercent === null) return [];
  let latest, previous;
  if (period === 'MONTH') {
    const firstOfMonth = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
    [latest, previous] = await repo.monthTotals(rule.partnerId, rule.country, firstOfMonth);
    // Two consecutive complete months, or nothing to compare.
    if (!latest || !previous || monthBefore(latest.start) !== previous.start) return [];
  } else {
    const start = lastWeekStart(now);
    [latest, previous] = await repo.weekTotals(rule.partnerId, rule.country, start);
    // Both weeks complete: daily figures cover the running month only (docs/alerts.md).
    if (!latest || !previous || latest.start !== start || latest.days < 7 || previous.days < 7) return [];
  }
  const current = metric === 'VOLUME' ? latest.volume : latest.transactions;
  const before = metric === 'VOLUME' ? previous.volume : previous.transactions;
  if (!(before > 0)) return [];
  const changePercent = ((current - before) / before) * 100;
  if (Math.abs(changePercent) <= thresholdPercent) return [];
  const move = {
    metric,
    period,
    country: rule.country,
    partnerName: rule.partnerName,
    start: latest.start,
    previousStart: previous.start,
    current,
    previous: before,
    changePercent,
    thresholdPercent,
  };
  return [
    {
      eventKey: `FIGURE:${metric}:${rule.country ?? 'ALL'}:${period}:${latest.start}`,
      title: ALERT_MESSAGES.figureTitle(locale, move),
      reason: ALERT_MESSAGES.figureReason(locale, move),
      category: 'REPORT',
      linkType: 'PERFORMANCE_INSIGHTS',
      linkTarget: latest.start.slice(0, 7),
    },
  ];
}

async function contractCandidates(repo: AlertRepository, rule: ActiveRule, now: Date): Promise<Candidate[]> {
  const locale = recipientLocale(rule.locale);
  if (rule.withinDays === null) return [];
  const today = startOfDay(now);
  const until = new Date(today.getTime() + rule.withinDays * DAY_MS);
  const contracts = await repo.expiringContracts(rule.partnerId, isoDay(today), isoDay(until), now);
  return contracts.map((contract) => {
    const days = Math.round((Date.parse(`${contract.expiry_date}T00:00:00Z`) - today.getTime()) / DAY_MS);
    return {
      // A renewed contract (a new expiry date) is a new event.
      eventKey: `CONTRACT:${contract.id}:${contract.expiry_date}`,
      title: ALERT_MESSAGES.contractTitle(locale, days),
      reason: ALERT_MESSAGES.contractReason(locale, contract.title, contract.expiry_date, rule.withinDays!),
      category: 'CONTRACT',
      linkType: 'CONTRACT',
      linkTarget: contract.id,
    };
  });
}

async function claimCandidates(repo: AlertRepository, rule: ActiveRule, now: Date): Promise<Candidate[]> {
  const locale = recipientLocale(rule.locale);
  const moves = await repo.claimMoves(rule.partnerId, rule.createdAtDate, now);
  return moves.map((move) => ({
    eventKey: `CLAIM:${move.id}`,
    title: ALERT_MESSAGES.claimTitle(locale, move.claim_no, move.to_status),
    reason: ALERT_MESSAGES.claimReason(locale, move.title, move.claim_no, move.from_status, move.to_status),
    category: 'INCENTIVE',
    linkType: 'INCENTIVE',
    linkTarget: move.claim_id,
  }));
}

async function documentCandidates(repo: AlertRepository, rule: ActiveRule, now: Date): Promise<Candidate[]> {
  const locale = recipientLocale(rule.locale);
  const kinds =
    rule.documentKind === 'ANY' || !rule.documentKind ? ['NEWSLETTER', 'QBR'] : [rule.documentKind];
  const documents = await repo.newDocuments(rule.partnerId, kinds, rule.createdAtDate, now);
  return documents.map((doc) => ({
    eventKey: `DOCUMENT:${doc.id}`,
    title: ALERT_MESSAGES.documentTitle(locale, doc.kind),
    reason: ALERT_MESSAGES.documentReason(locale, doc.title, doc.period),
    category: 'REPORT',
    linkType: 'BUSINESS_INSIGHTS',
    linkTarget: doc.kind === 'QBR' ? 'QBR' : 'Newsletter',
  }));
}

const CANDIDATES = {
  FIGURE_CHANGE: figureCandidates,
  CONTRACT_EXPIRY: contractCandidates,
  CLAIM_STATUS: claimCandidates,
  NEW_DOCUMENT: documentCandidates,
} as const;

const linkLine = (publicUrl: string | undefined, path: string) => (publicUrl ? `${publicUrl}${path}` : null);

/** One mail per alert for the IMMEDIATE rules; a failed send is given back and tried on the next run. */
async function sendImmediateMails(deps: AlertDeps, repo: AlertRepository): Promise<void> {
  for (const due of await repo.takeDueMails('IMMEDIATE', deps.now)) {
    const link = linkLine(deps.publicUrl, due.linkPath);
    const locale = recipientLocale(due.locale);
    try {
      await deps.mailer.send({
        to: due.email,
        subject: ALERT_MESSAGES.immediateSubject(locale, due.title),
        text: [due.reason, link, '', ALERT_MESSAGES.mailFooter(locale)]
          .filter((line) => line !== null)
          .join('\n'),
        html:
          `<p>${escapeHtml(due.reason)}</p>` +
          (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '') +
          `<p>${escapeHtml(ALERT_MESSAGES.mailFooter(locale))}</p>`,
      });
    } catch (error) {
      await repo.release([due.id]);
      deps.log?.warn({ err: error, alertEvent: due.id }, 'alert mail not sent; retried on the next run');
    }
  }
}

/**
 * Evaluates the unpaused rules in scope against the data as it is at `now`: records each new
 * event (the bell's notification, the rule's last firing) and sends the mails due at once.
 */
export async function evaluateAlertRules(deps: AlertDeps): Promise<{ fired: number }> {
  const repo = alertRepository(deps.db);
  let fired = 0;
  for (const rule of await repo.activeRules(deps.scope ?? {})) {
    for (const candidate of await CANDIDATES[rule.kind](repo, rule, deps.now)) {
      const recorded = await repo.record({
        ...candidate,
        eventId: newId(),
        notificationId: newId(),
        rule,
        linkPath: alertLinkPath(candidate.linkType, candidate.linkTarget),
        now: deps.now,
      });
      if (recorded) fired += 1;
    }
  }
  await sendImmediateMails(deps, repo);
  return { fired };
}

function summaryMail(publicUrl: string | undefined, alerts: DueMail[]) {
  const lines = alerts.map((a) => {
    const link = linkLine(publicUrl, a.linkPath);
    return { text: `- ${a.title}: ${a.reason}${link ? `\n  ${link}` : ''}`, a, link };
  });
  const locale = recipientLocale(alerts[0].locale);
  const footer = ALERT_MESSAGES.mailFooter(locale);
  return {
    subject: ALERT_MESSAGES.dailySubject(locale, alerts.length),
    text: [...lines.map((l) => l.text), '', footer].join('\n'),
    html: `<ul>${lines
      .map(
        ({ a, link }) =>
          `<li><strong>${escapeHtml(a.title)}</strong><br>${escapeHtml(a.reason)}` +
          (link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '') +
          '</li>',
      )
      .join('')}</ul><p>${escapeHtml(footer)}</p>`,
  };
}

/**
 * The daily summary: one mail per user with every DAILY alert fired since their last summary. A
 * failed send gives that user's alerts back for the next run; `failed` counts those users.
 */
export async function sendAlertDailySummaries(
  deps: Omit<AlertDeps, 'scope'>,
): Promise<{ sent: number; failed: number }> {
  const repo = alertRepository(deps.db);
  const byUser = new Map<string, DueMail[]>();
  for (const due of await repo.takeDueMails('DAILY', deps.now)) {
    byUser.set(due.userId, [...(byUser.get(due.userId) ?? []), due]);
  }
  let sent = 0;
  let failed = 0;
  for (const alerts of byUser.values()) {
    try {
      await deps.mailer.send({ to: alerts[0].email, ...summaryMail(deps.publicUrl, alerts) });
      sent += 1;
    } catch (error) {
      failed += 1;
      await repo.release(alerts.map((a) => a.id));
      deps.log?.warn(
        { err: error, userId: alerts[0].userId },
        'alert summary not sent; retried on the next run',
      );
    }
  }
  return { sent, failed };
}
