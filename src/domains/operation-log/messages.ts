import type { OperationAction } from '@contract/operation-log/schemas';

/** Every action the server writes needs a name here: the type refuses a missing one. */
const ACTION_NAMES: Record<keyof typeof OperationAction, string> = {
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Sign-in failed',
  SIGN_OUT: 'Signed out',
  SESSION_REVOKE: 'Signed out a session',
  PASSWORD_CHANGE: 'Changed password',
  PASSWORD_RESET_REQUEST: 'Requested password reset',
  PASSWORD_RESET: 'Reset password',
  PARTNER_SWITCH: 'Switched partner',
  PROFILE_UPDATE: 'Updated profile',
  FILE_DOWNLOAD: 'Downloaded a file',
  OPERATION_LOG_EXPORT: 'Exported the operation log',
  INSIGHTS_EXPORT: 'Exported performance insights',
  CALENDAR_EXPORT: 'Exported calendar events',
  DOCUMENT_READ: 'Opened a document',
  NOTIFICATION_READ: 'Marked notifications as read',
  DF_CLAIM_SUBMIT: 'Submitted a fund claim',
  STAFF_SETTINGS_CHANGE: 'Changed portal settings',
  STAFF_CAROUSEL_CREATE: 'Added a carousel item',
  STAFF_CAROUSEL_EDIT: 'Edited a carousel item',
  STAFF_CAROUSEL_REORDER: 'Reordered the carousel',
  STAFF_DOCUMENT_CREATE: 'Added a document',
  STAFF_DOCUMENT_EDIT: 'Edited a document',
  STAFF_DOCUMENT_PUBLISH: 'Published a document',
  STAFF_DOCUMENT_WITHDRAW: 'Withdrew a document',
  STAFF_DOCUMENT_VERSION: 'Added a document version',
  STAFF_USER_CREATE: 'Invited a user',
  STAFF_USER_UPDATE: 'Changed a user',
  STAFF_USER_DISABLE: 'Disabled a user',
  STAFF_USER_ENABLE: 'Enabled a user',
  STAFF_USER_UNLOCK: 'Unlocked a user’s sign-in',
  STAFF_USER_RESET_LINK: 'Sent a password reset link',
  DF_BUDGET_SAVE: 'Set a development fund budget',
  DF_CLAIM_REVIEW: 'Started reviewing a fund claim',
  DF_CLAIM_APPROVE: 'Approved a fund claim',
  DF_CLAIM_REJECT: 'Rejected a fund claim',
  DF_CLAIM_PAY: 'Paid a fund claim',
};

/** User-facing text of the operation log (both trees). */
export const operationLogMessages = {
  title: 'Operation log',
  intro: 'Who did what on your partner account. Times are in your time zone; hover a time for UTC.',
  columns: {
    time: 'Time',
    actor: 'Actor',
    action: 'Action',
    target: 'Target',
    outcome: 'Outcome',
    ip: 'IP address',
    actorAndIp: 'Actor and IP address',
  },
  filters: {
    label: 'Filters',
    dateRange: 'Date range',
    startDate: 'From',
    endDate: 'To',
    action: 'Action',
    allActions: 'All actions',
    actor: 'Actor',
    allActors: 'All actors',
    staff: 'Network staff',
    reset: 'Clear filters',
    apply: 'Apply',
    invalidRange: 'The end date is before the start date. Choose a valid date range.',
  },
  staffActor: 'Network staff',
  staffTag: 'Staff',
  unknownActor: 'Unknown',
  outcomes: { SUCCESS: 'Success', FAILURE: 'Failed' } as Record<string, string>,
  export: 'Export CSV',
  exporting: 'Exporting…',
  exportNothing: 'There are no entries to export for these filters.',
  exported: 'The CSV file has been downloaded.',
  empty: 'No entries match these filters.',
  emptyAll: 'Nothing has been logged for your account yet.',
  loadFailed: 'The operation log could not be loaded.',
  retry: 'Retry',
  noAuthority: 'You have no access to this partner’s operation log. Please ask your portal admin.',
  total: (total: number) => `${total} ${total === 1 ? 'entry' : 'entries'}`,
  loadMore: 'Load more',
  noMore: 'No more entries',
  utc: (iso: string) => `UTC ${iso.replace('T', ' ').slice(0, 19)}`,
  /** Readable names of the actions the portal writes; an unknown action shows its code. */
  actions: ACTION_NAMES as Record<string, string>,
};

export const actionLabel = (action: string) =>
  operationLogMessages.actions[action] ??
  action
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());
