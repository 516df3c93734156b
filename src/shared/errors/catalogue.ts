import english from '@/locales/en/shared-errors.json';
import { defineMessages } from '@/shared/i18n';
import { NETWORK_ERROR_CODE } from '@/shared/request/api-error';

/**
 * ERR-CATALOGUE: user-facing message by result code, from src/locales/<language>/shared-errors.json
 * (the English is the spec's). Codes are stored without the IPAY_RS_ prefix. Beside the spec's
 * codes: 510870004 (the server's database is unreachable for now, HTTP 503; the session stays and
 * the portal asks again by itself, docs/security.md "Database outage"), 510871003-510871005 (the
 * second factor, docs/security.md) and 311021001 (SESSION-END, which the catalogue gives no
 * message; it means the same as a session timeout).
 */
const errorMessages = defineMessages(english);

/** The result codes the catalogue has a message for. */
export const CATALOGUE_CODES: readonly string[] = Object.keys(english.codes);

/** The message for an unknown code or a failure that is not an API answer, in the language shown now. */
export const defaultMessage = (): string => errorMessages.default;

/** The message for a transport failure (network down, time-out), in the language shown now. */
export const networkMessage = (): string => errorMessages.network;

const PREFIX = 'IPAY_RS_';

/** The message a user sees for a result code, in the language shown now; unknown codes get the default. */
export function messageForCode(code: string | null | undefined): string {
  if (!code) return defaultMessage();
  if (code === NETWORK_ERROR_CODE) return networkMessage();
  const bare = code.startsWith(PREFIX) ? code.slice(PREFIX.length) : code;
  const codes: Readonly<Record<string, string>> = errorMessages.codes;
  return CATALOGUE_CODES.includes(bare) ? codes[bare] : defaultMessage();
}
