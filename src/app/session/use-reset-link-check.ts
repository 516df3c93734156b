import { useEffect, useState } from 'react';
import { authFailure } from '@/domains/auth/auth-failure';
import { checkResetToken } from '@/domains/auth/api';

/**
 * - checking: the server is being asked;
 * - usable: the link may set a password (or the check itself failed, e.g. offline: the form then
 *   lets the user try, and the reset call gives its own answer);
 * - unusable: used, expired, unknown or missing: the page offers a new link instead of the form.
 */
export type ResetLinkState = 'checking' | 'usable' | 'unusable';

/** Checks the reset link's token as soon as the page opens, so nobody types a password for nothing. */
export function useResetLinkCheck(token: string): ResetLinkState {
  const [checked, setChecked] = useState<{ token: string; state: ResetLinkState } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetToken(token).then(
      () => current && setChecked({ token, state: 'usable' }),
      (error: unknown) =>
        current &&
        setChecked({ token, state: authFailure(error, '').field === 'token' ? 'unusable' : 'usable' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (!token) return 'unusable';
  return checked?.token === token ? checked.state : 'checking';
}
