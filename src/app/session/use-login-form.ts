import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuthFailure } from '@/domains/auth/auth-failure';
import { authMessages } from '@/domains/auth/messages';
import { messageForCode } from '@/shared/errors/catalogue';
import { ResultCode } from '@contract/shared/result-codes';
import { NOTICE_PARAM } from './login-redirect';
import type { LoginNotice, Platform } from './login-redirect';
import { useLogin } from './use-auth-actions';
import type { LoginChallenge } from './use-auth-actions';

/** Read while rendering, so a notice follows the language shown now. */
const notices = (): Record<LoginNotice, string> => ({
  'password-changed': authMessages.login.passwordChanged,
  'password-reset': authMessages.login.passwordReset,
  'password-set': authMessages.login.passwordSet,
  'signed-out': authMessages.login.signedOut,
  // SESSION-END: the catalogue's own words for an ended session (expired, revoked, signed out elsewhere).
  'session-expired': messageForCode(ResultCode.SESSION_TIMEOUT),
});

/**
 * What both login pages do: the notice the link carried (`?notice=`), one submit at a time, and
 * where a failure goes. Only a malformed email is an email error (`onEmailError`); a credential
 * failure never says which part was wrong, so it becomes the page-level `failure`.
 */
export function useLoginForm(platform: Platform, onEmailError: (message: string) => void) {
  const [search] = useSearchParams();
  // After a correct password, the second-factor step may still be owed (then no session yet).
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const { run, pending } = useLogin(platform, setChallenge);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const noticeKey = search.get(NOTICE_PARAM) as LoginNotice;
  const notice: string | undefined = notices()[noticeKey];
  /** An ended session is a warning; the other notices confirm something the user did. */
  const noticeKind: 'warning' | 'success' = noticeKey === 'session-expired' ? 'warning' : 'success';

  const submit = async ({ email, password }: { email: string; password: string }) => {
    setFailure(null);
    const outcome = await run(email, password);
    if (!outcome) return;
    if (outcome.field === 'email') onEmailError(outcome.message);
    else setFailure(outcome);
  };

  /** Back to the password (the step expired, or the user chose to): with what to tell them. */
  const restart = (message?: string) => {
    setChallenge(null);
    setFailure(message ? { field: null, message } : null);
  };

  return { notice, noticeKind, failure, pending, submit, challenge, restart };
}
