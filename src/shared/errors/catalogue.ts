import { NETWORK_ERROR_CODE } from '@/shared/request/api-error';

export const DEFAULT_MESSAGE = 'System Exception';
export const NETWORK_MESSAGE = 'Network error';

const NO_ACCESS = 'You have no access to operate this function.';

/** ERR-CATALOGUE: user-facing message by result code. Codes are stored without the IPAY_RS_ prefix. */
export const CATALOGUE: Readonly<Record<string, string>> = {
  '510870001': 'System error, please try again later.',
  '510870002': 'Unknown error.',
  '510870003': 'Illegal parameters.',
  // Not in the spec's catalogue: the server's database is unreachable for now (HTTP 503); the
  // session stays and the portal asks again by itself (docs/security.md, "Database outage").
  '510870004': 'Service temporarily unavailable, retrying.',
  '510871001': 'Session timeout, please log in again.',
  '510871002': 'No authority, please contact the admin.',
  // The second factor (docs/security.md): codes added beside the spec's session codes.
  '510871003': 'The code is incorrect or has expired. Enter the current code from your app.',
  '510871004': 'Your sign-in step has expired. Please sign in again.',
  '510871005': 'Your account must keep its second factor.',
  '510871101': DEFAULT_MESSAGE,
  '510871102': DEFAULT_MESSAGE,
  '510871103': DEFAULT_MESSAGE,
  '510872001': 'File upload failed.',
  '510872002': 'File does not exist.',
  '510872003': 'This file name is not allowed, please rename the file.',
  '510872004': 'This file format is not allowed.',
  '510872005': 'The file size exceeds the limit.',
  '510872006': 'The exported records exceed the limit.',
  '510872007': 'There are no records to export.',
  '510872008': 'Date and time format error.',
  '510872046': 'This operation is not allowed at the current status.',
  '510872047': 'The amount exceeds the limit.',
  '510872048': 'System error.',
  '510872049': 'Dispute ID does not exist.',
  '510872050': 'Charge Back ID does not exist.',
  '510872051': 'Pre-Arbitration ID does not exist.',
  '510872052': 'Retrieval ID does not exist.',
  '510872053': 'There is no valid fraud reporting record, please report the fraud first.',
  '510872054':
    'This transaction is not available for Reason Code 8808 because the merchant was not high risk at the time.',
  '510872055': 'Invalid Reason Code.',
  '510872056': 'The Reason Code cannot be changed in this circumstance.',
  '510872057': 'The Transaction ID failed or is closed.',
  '510872058': 'The requested amount is 0 when converted to the acquirer currency.',
  '510872059': 'Invalid currency.',
  '510872060': 'The request exceeds the timeframe.',
  '510872061':
    'The request does not meet the Reason Code 8807 requirements (available for retrieval requests of Reason Code 7802 that got Reply Code 0002 or no timely reply).',
  '510872062': 'Negotiation Adjustment does not exist.',
  '510872207': 'The fraud transaction does not exist.',
  '510872208': 'The fraud transaction already exists.',
  '510872209': 'The fraud transaction is invalid and cannot be updated.',
  '510872210': 'The fraud transaction status is invalid.',
  '510872211': 'Fraud transactions submitted at once are limited to 200.',
  '510873001': 'Blockchain account verification failed.',
  '510873002': 'Balance account verification failed.',
  '510873003': 'The request already exists.',
  '510873004': 'The blockchain account does not exist.',
  '510873005': 'The request does not exist.',
  '510873007': NO_ACCESS,
  '510873008': NO_ACCESS,
  '510873009': 'The blockchain account is already registered.',
  '510873010': 'The balance account is already registered.',
  '510873011': 'Balance account status error.',
  '510873012': 'Unsupported currency.',
  '510873013': 'Invalid public key.',
  '310870004': 'Please try again.',
  // The catalogue (ERR-CATALOGUE) gives no message for this session code (SESSION-END); it means the same as a session timeout.
  '311021001': 'Session timeout, please log in again.',
};

const PREFIX = 'IPAY_RS_';

/** The message a user sees for a result code; unknown codes get the default. */
export function messageForCode(code: string | null | undefined): string {
  if (!code) return DEFAULT_MESSAGE;
  if (code === NETWORK_ERROR_CODE) return NETWORK_MESSAGE;
  const bare = code.startsWith(PREFIX) ? code.slice(PREFIX.length) : code;
  return CATALOGUE[bare] ?? DEFAULT_MESSAGE;
}
