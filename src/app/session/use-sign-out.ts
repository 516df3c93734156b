import { useNavigate } from 'react-router-dom';
import { useSession } from '@/domains/session/session-context';
import { loginHref } from './login-redirect';
import type { Platform } from './login-redirect';
import { usePendingAction } from './use-pending-action';

/**
 * Signs out and lands on the sign-in page. Apart from the sign-in actions (use-auth-actions.ts):
 * every signed-in layout offers it, and the sign-in actions' messages and failure handling are no
 * part of a signed-in first load (budgets.json, docs/quality-gates.md).
 */
export function useSignOut(platform: Platform) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return usePendingAction(() =>
    signOut(() => navigate(loginHref(platform, null, 'signed-out'), { replace: true })),
  );
}
