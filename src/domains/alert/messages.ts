import type {
  AlertDocumentKind,
  AlertKind,
  AlertMailChoice,
  AlertMetric,
  AlertPeriod,
} from '@contract/alert/constants';
import { ALERT_FIELD_MESSAGES } from '@contract/alert/rules';

/** User-facing text of the alerts screens (both trees). */
export const alertMessages = {
  title: 'Alerts',
  intro:
    'Rules that tell you first: each alert arrives in the bell with a link to what it is about, and by mail if you choose.',
  add: 'New rule',
  empty:
    'No alert rules yet. Add one to be told when your figures move, a contract nears its end, a claim moves or a new newsletter or QBR is out.',
  loadFailed: "Couldn't load your alert rules",
  retry: 'Retry',
  noAuthority: 'Alerts are for partner users: there are no partner figures to watch from this account.',
  columns: { rule: 'Rule', mail: 'Mail', status: 'Status', lastFired: 'Last alert', actions: 'Actions' },
  status: { active: 'Active', paused: 'Paused' },
  neverFired: 'Not fired yet',
  lastFired: (when: string) => `Last alert ${when}`,
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  deleteConfirm: 'Delete this rule?',
  deleteConfirmDetail: 'Alerts it has already sent stay in your notifications.',
  deleteOk: 'Delete',
  cancel: 'Cancel',
  saved: 'Rule saved.',
  savedAndFired: 'Rule saved. It fired at once: see the bell.',
  deleted: 'Rule deleted.',
  paused: 'Rule paused.',
  resumed: 'Rule resumed.',
  actionFailed: "That didn't work",
  ruleLabel: (summary: string) => `Rule: ${summary}`,
  form: {
    createTitle: 'New alert rule',
    editTitle: 'Edit alert rule',
    kind: 'Tell me when',
    metric: 'Figure',
    country: 'Country',
    allCountries: 'All countries',
    period: 'Compared with the previous',
    threshold: 'Moves by more than (%)',
    withinDays: 'Expires within (days)',
    documentKind: 'Which',
    mail: 'Mail me',
    save: 'Save rule',
    cancel: 'Cancel',
    saveFailed: "The rule wasn't saved",
    required: 'Choose when to be told.',
  },
  fieldProblems: ALERT_FIELD_MESSAGES,
  kinds: {
    FIGURE_CHANGE: 'A figure moves against the previous period',
    CONTRACT_EXPIRY: 'A contract is about to expire',
    CLAIM_STATUS: 'A claim changes status',
    NEW_DOCUMENT: 'A new newsletter or QBR is out',
  } satisfies Record<AlertKind, string>,
  metrics: { VOLUME: 'Total volume', TRANSACTIONS: 'Transactions' } satisfies Record<AlertMetric, string>,
  periods: { WEEK: 'Week', MONTH: 'Month' } satisfies Record<AlertPeriod, string>,
  documentKinds: {
    ANY: 'Newsletters and QBRs',
    NEWSLETTER: 'Newsletters',
    QBR: 'QBRs',
  } satisfies Record<AlertDocumentKind, string>,
  mail: {
    IMMEDIATE: 'At once',
    DAILY: 'In a daily summary',
    NONE: 'Not at all (bell only)',
  } satisfies Record<AlertMailChoice, string>,
  mailShort: { IMMEDIATE: 'At once', DAILY: 'Daily summary', NONE: 'No mail' } satisfies Record<
    AlertMailChoice,
    string
  >,
  summaries: {
    figure: (metric: string, country: string, period: string, threshold: number) =>
      `${metric}, ${country}, moves more than ${threshold}% against the previous ${period.toLowerCase()}`,
    contract: (days: number) => `A contract expires within ${days} day${days === 1 ? '' : 's'}`,
    claim: 'A claim changes status',
    document: (which: string) => `New: ${which.toLowerCase()}`,
  },
} as const;
