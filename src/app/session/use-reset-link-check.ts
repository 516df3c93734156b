import { useEffect, useState } from 'react';
import type { PasswordLinkPurpose } from '@contract/auth/schemas';
import { authFailure } from '@/domains/auth/auth-failure';
import { checkResetToken } from '@/domains/auth/api';

/**
 * - checking: the server is being asked;
 * - usable: the link may set a password (or the check itself failed, e.g. offline: the form then
 *   lets the user try, and the reset call gives its own answer);
 * - unusable: used, expired, unknown or missing: the page offers a new link instead of the form.
 */
export type ResetLinkState = 'checking' | 'usable' | 'unusable';

interface Checked {
  token: string;
  state: ResetLinkState;
  /** What a usable link is for: a reset, or a new account's first password (worded differently). */
  purpose?: PasswordLinkPurpose;
}

/**
 * Checks the reset link's token as soon as the page opens, so nobody types a password for nothing,
 * and says what the link is for ('reset' until known): a new account's link is worded for a first
 * password.
 */
export function useResetLink(token: string): { state: ResetLinkState; purpose: PasswordLinkPurpose } {
  const [checked, setChecked] = useState<Checked | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetToken(token).then(
      (answer) => current && setChecked({ token, state: 'usable', purpose: answer.purpose }),
      (error: unknown) =>
        current &&
        setChecked({ token, state: authFailure(error, '').field === 'token' ? 'unusable' : 'usable' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (!token) return { state: 'unusable', purpose: 'reset' };
  if (checked?.token !== token) return { state: 'checking', purpose: 'reset' };
  return { state: checked.state, purpose: checked.purpose ?? 'reset' };
}
